/**
 * Thai, as Google's Thai robots.txt page writes it (docs/translation-glossary.md):
 * "Crawler", "ทำการ Crawl" and "User Agent" kept in Latin, clauses separated by a space
 * rather than a full stop; Thai has only the `other` plural form.
 */
import type { CatalogOf } from '../../messages/index.ts';
import type { OutcomeMessages } from '../../messages/outcome.ts';

/** Written to follow "ยัง" / "จาก" / "ซึ่งเป็น" directly, as Thai joins words without a space. */
const HOST_CLASS =
  '{targetClass, select, public {โฮสต์สาธารณะ} loopback {คอมพิวเตอร์เครื่องนี้ (ที่อยู่ loopback)} private {ที่อยู่ในเครือข่ายส่วนตัว} ' +
  'link_local {ที่อยู่ link-local} unspecified {ที่อยู่ที่ไม่ระบุ (0.0.0.0)} single_label {ชื่ออินทราเน็ตที่ไม่มีจุด} other {โฮสต์อื่น}}';

/** Whole clauses per branch: "not found" puts the server after the verb in Thai. */
const SERVER =
  '{error, select, timeout {เซิร์ฟเวอร์ไม่ตอบกลับภายในเวลาที่กำหนด} dns {ไม่พบเซิร์ฟเวอร์ (DNS)} refused {เซิร์ฟเวอร์ปฏิเสธการเชื่อมต่อ} ' +
  'reset {เซิร์ฟเวอร์รีเซ็ตการเชื่อมต่อ} tls {การเชื่อมต่อแบบปลอดภัย (TLS) กับเซิร์ฟเวอร์ไม่สำเร็จ} other {เข้าถึงเซิร์ฟเวอร์ไม่ได้}}';

/** Google's reading of a robots.txt it cannot fetch, said the same way wherever it appears. */
const CACHED_INSTEAD = '(อาจใช้สำเนาที่แคชไว้ภายใน 24 ชั่วโมงที่ผ่านมาแทน)';
const GOOGLE_DISALLOWS_ALL = `Google จะถือว่าเว็บไซต์ทั้งหมดไม่อนุญาตให้ทำการ Crawl ชั่วคราว ${CACHED_INSTEAD}`;
const SITE_DISALLOWED = `จึงไม่อนุญาตให้ทำการ Crawl ทั้งเว็บไซต์ชั่วคราว ${CACHED_INSTEAD}`;
const COCCOC_PAUSES = 'Coc Coc จะถือว่าเว็บไซต์ไม่พร้อมใช้งานและหยุดทำการ Crawl เว็บไซต์นั้นชั่วคราว';

export default {
  'outcome.title.answered': 'robots.txt ตอบกลับด้วยรหัสสถานะ {status, number, ::integer group-off}',
  'outcome.title.unusable-redirect': 'robots.txt ตอบกลับด้วยรหัสสถานะ {status, number, ::integer group-off} โดยไม่มีการเปลี่ยนเส้นทางที่ใช้ได้',
  'outcome.title.unexpected-status': 'robots.txt ตอบกลับด้วยรหัสสถานะที่ไม่คาดคิด {status, number, ::integer group-off}',
  'outcome.title.too-many-redirects': 'robots.txt เปลี่ยนเส้นทางเกิน {limit, plural, other {# ครั้ง}}',
  'outcome.title.network-error.google': `เข้าถึง robots.txt ไม่ได้: ${SERVER}`,
  'outcome.title.network-error.coccoc': `เว็บไซต์ไม่พร้อมใช้งาน: ${SERVER}`,
  'outcome.title.redirect-refused.scheme':
    'ไม่ได้ติดตามการเปลี่ยนเส้นทางของ robots.txt: ปลายทางคือ{scheme, select, none {ที่อยู่ที่ไม่ใช่ http(s)} other {ที่อยู่ {scheme}}}',
  'outcome.title.redirect-refused.private-host': `ไม่ได้ติดตามการเปลี่ยนเส้นทางของ robots.txt: เว็บไซต์สาธารณะเปลี่ยนเส้นทางไปยัง${HOST_CLASS}`,
  'outcome.title.redirect-refused.private-address': `ไม่ได้ติดตามการเปลี่ยนเส้นทางของ robots.txt: โฮสต์ปลายทางตอบกลับจาก${HOST_CLASS}`,
  'outcome.title.redirect-refused.private-address-at': `ไม่ได้ติดตามการเปลี่ยนเส้นทางของ robots.txt: โฮสต์ปลายทางตอบกลับจาก${HOST_CLASS} ({address})`,
  'outcome.title.redirect-refused.hidden-location': 'ไม่ได้ติดตามการเปลี่ยนเส้นทางของ robots.txt: เบราว์เซอร์ไม่ได้บอกว่าเปลี่ยนเส้นทางไปที่ใด',
  'outcome.title.long-outage': 'เข้าถึง robots.txt ไม่ได้นานกว่า {days, plural, other {# วัน}}',
  'outcome.title.with-detail': '{title} ({detail})',

  'outcome.message.parsed': 'robots.txt ตอบกลับด้วยรหัสสถานะ {status, number, ::integer group-off} กฎในไฟล์จึงมีผล',
  'outcome.message.client-error':
    'robots.txt ตอบกลับด้วยรหัสสถานะ {status, number, ::integer group-off} ซึ่ง Google ถือว่า “ไม่มี robots.txt” จึงอนุญาตทั้งหมด',
  'outcome.message.server-error': `robots.txt ตอบกลับด้วยรหัสสถานะ {status, number, ::integer group-off} ${GOOGLE_DISALLOWS_ALL}`,
  'outcome.message.unusable-redirect':
    'robots.txt ตอบกลับด้วยรหัสสถานะ {status, number, ::integer group-off} และติดตามการเปลี่ยนเส้นทางไม่ได้ Google จะถือว่าเหมือนไม่มี robots.txt จึงอนุญาตทั้งหมด',
  'outcome.message.unexpected-status':
    'robots.txt ตอบกลับด้วยรหัสสถานะที่ไม่คาดคิด {status, number, ::integer group-off} Google จะถือว่าเป็นข้อผิดพลาดเกี่ยวกับเซิร์ฟเวอร์ จึงไม่อนุญาตให้ทำการ Crawl ทั้งเว็บไซต์ชั่วคราว',
  'outcome.message.not-ok':
    'robots.txt ตอบกลับด้วยรหัสสถานะ {status, number, ::integer group-off} Coc Coc อ่านเฉพาะการตอบกลับ 200 เท่านั้น หากเป็นรหัสอื่นจะถือว่าไม่มีข้อจำกัด จึงอนุญาตทั้งหมด',
  'outcome.message.too-many-redirects.google':
    'robots.txt เปลี่ยนเส้นทาง {redirects, plural, other {# ครั้ง}} แต่ Google ติดตามการเปลี่ยนเส้นทางได้ไม่เกิน {limit, plural, other {# ครั้ง}} จากนั้นจะถือว่าเป็น 404 สำหรับ robots.txt จึงอนุญาตทั้งหมด',
  'outcome.message.too-many-redirects.coccoc':
    'robots.txt เปลี่ยนเส้นทาง {redirects, plural, other {# ครั้ง}} แต่ Coc Coc ติดตามการเปลี่ยนเส้นทางได้ไม่เกิน {limit, plural, other {# ครั้ง}} หากเกินจะถือว่าไม่มีข้อจำกัด จึงอนุญาตทั้งหมด',
  'outcome.message.network-error.google': `เมื่อส่งคำขอ robots.txt ${SERVER} Google ถือว่า robots.txt ที่เข้าถึงไม่ได้เป็นข้อผิดพลาดเกี่ยวกับเซิร์ฟเวอร์ ${SITE_DISALLOWED}`,
  'outcome.message.network-error.coccoc': `เมื่อส่งคำขอ robots.txt ${SERVER} ${COCCOC_PAUSES}`,
  'outcome.message.long-outage':
    'เข้าถึง robots.txt ไม่ได้นานกว่า {days, plural, other {# วัน}} และไม่มีสำเนาที่แคชไว้ ในกรณีนี้ Google จะถือว่าไม่มีข้อจำกัดในการ Crawl จึงอนุญาตทั้งหมด',
  'outcome.why.redirect-refused.scheme': 'robots.txt เปลี่ยนเส้นทางไปยัง {target} ซึ่งไม่ใช่ที่อยู่ http(s) Robots Lens จึงไม่ติดตามการเปลี่ยนเส้นทางนี้',
  'outcome.why.redirect-refused.scheme-unknown': 'robots.txt เปลี่ยนเส้นทางไปยังที่อยู่ที่ไม่ใช่ http(s) Robots Lens จึงไม่ติดตามการเปลี่ยนเส้นทางนี้',
  'outcome.why.redirect-refused.private-host': `การเปลี่ยนเส้นทางของเว็บไซต์สาธารณะชี้ไปยัง {target} ซึ่งเป็น${HOST_CLASS} Robots Lens ไม่ติดตามการเปลี่ยนเส้นทางนี้ เพราะเว็บไซต์อาจใช้วิธีนี้สั่งให้เบราว์เซอร์ของคุณเรียกใช้บริการในคอมพิวเตอร์หรือเครือข่ายของคุณ`,
  'outcome.why.redirect-refused.private-address': `การเปลี่ยนเส้นทางไปยัง {target} ได้รับการตอบกลับจาก${HOST_CLASS} แม้ชื่อโฮสต์จะดูเป็นสาธารณะ (DNS rebinding) Robots Lens จึงไม่ใช้การตอบกลับนั้น`,
  'outcome.why.redirect-refused.private-address-at': `การเปลี่ยนเส้นทางไปยัง {target} ได้รับการตอบกลับจาก {address} ซึ่งเป็น${HOST_CLASS} แม้ชื่อโฮสต์จะดูเป็นสาธารณะ (DNS rebinding) Robots Lens จึงไม่ใช้การตอบกลับนั้น`,
  'outcome.why.redirect-refused.hidden-location':
    'robots.txt เปลี่ยนเส้นทาง แต่เบราว์เซอร์ไม่ได้บอกว่าไปที่ใด Robots Lens จึงตรวจสอบปลายทางไม่ได้และไม่ติดตามการเปลี่ยนเส้นทางนี้',
  'outcome.meaning.redirect-refused.google': `ถือเหมือน robots.txt ที่ดึงข้อมูลไม่ได้: ${GOOGLE_DISALLOWS_ALL}`,
  'outcome.meaning.redirect-refused.coccoc': `ถือเหมือน robots.txt ที่ดึงข้อมูลไม่ได้: ${COCCOC_PAUSES}`,

  'note.last-good-copy': '{outcome} ({failedAgo}) ระหว่างนี้ Google ยังคงใช้สำเนาที่ใช้ได้ล่าสุด ผลการตัดสินนี้มาจากสำเนาที่ดึงมาเมื่อ {copyAgo}',

  'badge.decided-by-outcome': '{verdict, select, allowed {อนุญาต} other {ไม่อนุญาต}} — {outcome}',

  'popup.notice.outage.title':
    '{days, plural, =0 {ดึงข้อมูลไม่สำเร็จตั้งแต่วันนี้} other {ดึงข้อมูลไม่สำเร็จตั้งแต่ {withYear, select, yes {{since, date, ::yMMMd}} other {{since, date, ::MMMd}}} เป็นเวลา {days, plural, other {# วัน}}}}',
  'popup.notice.outage.counting':
    'ตั้งแต่นั้นมาการดึง robots.txt ล้มเหลวทุกครั้ง หากเป็นเช่นนี้ครบ {limit, number} วัน Google จะใช้สำเนาที่แคชไว้ล่าสุด หรือถือว่าไม่มีข้อจำกัดในการ Crawl หากไม่มีสำเนา',
  'popup.notice.outage.cached-copy': 'เข้าถึงไม่ได้นานกว่า {limit, number} วัน: Google จะใช้สำเนา robots.txt ที่แคชไว้ล่าสุด',
  'popup.notice.outage.no-copy': 'เข้าถึงไม่ได้นานกว่า {limit, number} วันและไม่มีสำเนาที่แคชไว้: Google จะถือว่าไม่มีข้อจำกัดในการ Crawl',
  'popup.notice.outage.coccoc': 'Coc Coc จะหยุดทำการ Crawl เว็บไซต์ไว้ตราบใดที่ยังเข้าถึง robots.txt ไม่ได้',
  'popup.notice.server-error.title': 'ข้อผิดพลาดเกี่ยวกับเซิร์ฟเวอร์: robots.txt ตอบกลับ {status}',
  'popup.notice.client-error.title': 'ไม่มี robots.txt: ตอบกลับ {status}',
  'popup.why.outcome-decided': 'ไม่มีบรรทัดใดใน robots.txt เป็นตัวตัดสินผลนี้ ผลลัพธ์ของการขอไฟล์เป็นตัวตัดสิน',
  'popup.file.no-file': 'ไม่มีไฟล์ให้แสดง: {outcome}',
} as const satisfies CatalogOf<OutcomeMessages>;
