/**
 * Thai, as Google's Thai robots.txt page writes it (docs/translation-glossary.md): "Crawler",
 * "User Agent", กฎ, กลุ่ม; clauses separated by a space; Thai has only the `other` plural form.
 */
import type { CatalogOf } from '../../messages/index.ts';
import type { VerdictMessages } from '../../messages/verdict.ts';

/** The groups that applied (GroupParams), after "ใน". */
const GROUPS =
  '{scope, select, specific {{groupCount, plural, =1 {กลุ่ม} other { # กลุ่ม}}สำหรับ “{token}”} ' +
  'global {{groupCount, plural, =1 {กลุ่ม} other {# กลุ่ม}} “User-agent: *”} ' +
  'other {กฎก่อนบรรทัด user-agent บรรทัดแรก}}' +
  '{uaCount, plural, =0 {} other { (บรรทัด user-agent {lines})}}' +
  '{withOrphans, select, yes { รวมกับกฎก่อนบรรทัด user-agent บรรทัดแรก} other {}}';

export default {
  'verdict.reason.more-lines': '{count, plural, other {อีก # บรรทัด}}',
  'verdict.reason.no-group': '{name} ดึง {path} ได้ ไม่มีกลุ่มใดระบุชื่อ Crawler นี้และไม่มีกลุ่ม “User-agent: *” จึงไม่มีข้อจำกัดในการ Crawl',
  'verdict.reason.no-group.global-ignored': '{name} ดึง {path} ได้ ไม่มีกลุ่มใดระบุชื่อ Crawler นี้ และ {name} ไม่สนใจกลุ่ม “User-agent: *”',
  'verdict.reason.longest-match': `{name} {allowed, select, yes {ดึง {path} ได้} other {ดึง {path} ไม่ได้}} บรรทัด {line} “{rule}” เป็นกฎที่ตรงกันยาวที่สุดใน${GROUPS}`,
  'verdict.reason.no-rules': `{name} ดึง {path} ได้ ${GROUPS} ไม่มีกฎเลย`,
  'verdict.reason.no-rule-matched': `{name} ดึง {path} ได้ ไม่มีกฎใดใน${GROUPS} ที่ตรงกับเส้นทางนี้`,
  'verdict.reason.index-html': 'Google อ่าน “{pattern}” ว่าอนุญาตโฟลเดอร์นั้นเองด้วย ({matched})',
  'verdict.reason.tie': 'กฎนี้ยาวเท่ากับบรรทัด {line} “{rule}” พอดี และเมื่อเท่ากัน allow จะชนะ',
  'verdict.reason.global-ignored': 'เมื่อมีกลุ่มที่ระบุชื่อ Crawler แล้ว ระบบจะไม่สนใจกลุ่ม “User-agent: *”',
  'verdict.reason.empty-disallow': '“Disallow:” ที่ว่างเปล่าในบรรทัด {line} อนุญาตทุกอย่าง',
  'verdict.reason.coccoc-prefix': 'Coc Coc ใช้ user-agent ที่เจาะจงที่สุดที่ชื่อของ {name} ขึ้นต้นด้วย: “{token}”',
  'verdict.reason.token-fallback': 'ไม่มีกลุ่มใดระบุชื่อ {tried} {name} จึงใช้กลุ่มสำหรับ “{token}”',
  'verdict.reason.global-fallback': 'ไม่มีกลุ่มใดระบุชื่อ {name} จึงใช้กฎของ “User-agent: *”',

  'verdict.match.decided': 'เป็นตัวตัดสิน: รูปแบบที่ตรงกันยาวที่สุด (ลำดับความสำคัญ {priority})',
  'verdict.match.shorter': 'แพ้: บรรทัด {line} มีรูปแบบที่ยาวกว่า (ลำดับความสำคัญ {deciderPriority} ชนะ {priority})',
  'verdict.match.shorter.unknown': 'แพ้: รูปแบบที่ยาวกว่าเป็นตัวตัดสิน (กฎนี้มีลำดับความสำคัญ {priority})',
  'verdict.match.tie-allow-wins': 'แพ้: ลำดับความสำคัญเท่ากับบรรทัด {line} ({priority}) และเมื่อเท่ากัน allow จะชนะ',
  'verdict.match.tie-allow-wins.unknown': 'แพ้: ลำดับความสำคัญเท่ากับบรรทัด allow ({priority}) และเมื่อเท่ากัน allow จะชนะ',
  'verdict.match.same-as-earlier': 'ลำดับความสำคัญ ({priority}) และประเภทเดียวกับบรรทัด {line} ซึ่งมาก่อนในไฟล์',
  'verdict.match.same-as-earlier.unknown': 'ลำดับความสำคัญ ({priority}) และประเภทเดียวกับบรรทัดก่อนหน้า ซึ่งเป็นบรรทัดที่รายงาน',
  'verdict.match.empty': 'รูปแบบว่างเปล่า: ตรงกับทุกอย่างด้วยลำดับความสำคัญ 0 และไม่เคยเป็นตัวตัดสิน',
  'verdict.match.tag':
    '{outcome, select, decided {ตัวตัดสิน} shorter {สั้นกว่า} tie_allow_wins {เท่ากัน: allow ชนะ} same_as_earlier {เหมือนบรรทัดก่อน} other {ว่างเปล่า}}',
  'verdict.match.kind': '{kind, select, allow {กฎ Allow} other {กฎ Disallow}}',
  'verdict.match.priority': 'ลำดับความสำคัญ {priority} (ความยาวของรูปแบบ)',
  'verdict.match.escaped': 'จับคู่เป็น {pattern}',
  'verdict.match.index-html': 'จับคู่เป็น {matched} (Google อ่าน “{pattern}” ว่าอนุญาตไดเรกทอรีของกฎนั้นด้วย)',
  'verdict.applied-groups':
    'ที่ใช้: {scope, select, specific {{groupCount, plural, =1 {กลุ่ม} other {# กลุ่ม (รวมกัน)}}สำหรับ “{token}”} global {{groupCount, plural, =1 {กลุ่ม “User-agent: *”} other {# กลุ่ม “User-agent: *” (รวมกัน)}}} other {ไม่มีกลุ่ม}}',

  'page.not-applicable.not-a-url': 'นี่ไม่ใช่ที่อยู่เว็บ จึงไม่มีไฟล์ robots.txt ให้อ่าน',
  'page.not-applicable.no-host': 'ที่อยู่นี้ไม่มีชื่อโฮสต์ จึงไม่มีไฟล์ robots.txt ให้อ่าน',
  'page.not-applicable.extension-store': 'ส่วนขยายเข้าถึงร้านส่วนขยายของเบราว์เซอร์ไม่ได้ Robots Lens จึงตรวจสอบหน้าเว็บนี้ไม่ได้',
  'page.not-applicable.browser-page': 'หน้า {scheme}: เป็นของเบราว์เซอร์เอง Crawler ไม่เคยเห็นหน้าเหล่านี้และไม่มีไฟล์ robots.txt',
  'page.not-applicable.local-file': 'นี่คือไฟล์ในคอมพิวเตอร์ของคุณ Crawler เข้าถึงไม่ได้และไม่มีไฟล์ robots.txt ให้เปิดผ่าน http(s) เพื่อตรวจสอบ',
  'page.not-applicable.extension-page': 'นี่คือหน้าของส่วนขยายเบราว์เซอร์เอง Crawler ไม่เคยเห็นหน้านี้และไม่มีไฟล์ robots.txt',
  'page.not-applicable.inline-content': 'ที่อยู่ {scheme}: เก็บเนื้อหาไว้ในตัวที่อยู่เอง ไม่มีเซิร์ฟเวอร์และไม่มีไฟล์ robots.txt',
  'page.not-applicable.source-view': 'นี่คือมุมมองซอร์สโค้ดของเบราว์เซอร์ ให้เปิดหน้าเว็บนั้นเองเพื่อตรวจสอบ',
  'page.not-applicable.other-scheme': 'robots.txt ใช้กับหน้า http และ https เท่านั้น หน้านี้ใช้ {scheme}:',
  'page.not-applicable.hidden-address':
    'เบราว์เซอร์ไม่อนุญาตให้ส่วนขยายอ่านที่อยู่ของแท็บนี้ (หน้าของเบราว์เซอร์และหน้าของส่วนขยายอื่น) จึงไม่มีไฟล์ robots.txt ให้ตรวจสอบ',
} as const satisfies CatalogOf<VerdictMessages>;
