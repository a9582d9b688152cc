/** Thai, the popup's "Indexing" section (words from docs/translation-glossary.md). */
import type { IndexingMessages } from '../../messages/indexing.ts';
import type { CatalogOf } from '../../messages/index.ts';

export default {
  'indexing.heading': 'การจัดทำดัชนี',
  'indexing.loading': 'กำลังอ่านหน้าเว็บ…',
  'indexing.not-available': 'ใช้ไม่ได้ที่นี่: เบราว์เซอร์ไม่อนุญาตให้ส่วนขยายอ่านหน้าเว็บนี้',
  'indexing.failed': 'Robots Lens อ่านกฎการจัดทำดัชนีของหน้าเว็บนี้ไม่ได้',
  'indexing.state.indexable': 'จัดทำดัชนีได้: ไม่มีสิ่งใดในส่วนหัวหรือเมตาแท็กที่ห้าม {crawler} จัดทำดัชนีหน้าเว็บนี้',
  'indexing.state.not-indexable': 'จัดทำดัชนีไม่ได้: {crawler} ไม่ได้รับอนุญาตให้จัดทำดัชนีหน้าเว็บนี้',
  'indexing.state.unknown': 'ไม่ทราบ: Robots Lens อ่านหน้าเว็บนี้ไม่ได้ จึงบอกไม่ได้ว่า {crawler} จัดทำดัชนีหน้านี้ได้หรือไม่',
  'indexing.blocker.header':
    '{reason, select, none {none (noindex, nofollow)} unavailable_after {unavailable_after ซึ่งเลยวันที่ {date, date, medium} {date, time, short} แล้ว} other {noindex}} ในส่วนหัว X-Robots-Tag: {value}',
  'indexing.blocker.meta':
    '{reason, select, none {none (noindex, nofollow)} unavailable_after {unavailable_after ซึ่งเลยวันที่ {date, date, medium} {date, time, short} แล้ว} other {noindex}} ในเมตาแท็ก “{name}”: {value}',
  'indexing.nofollow': 'ลิงก์ในหน้าเว็บนี้จะไม่ถูกติดตาม (nofollow)',
  'indexing.sources.heading': 'ตำแหน่งของกฎ',
  'indexing.source.header':
    'ส่วนหัว X-Robots-Tag {scope, select, all {สำหรับ Crawler ทั้งหมด} mine {สำหรับ {name}} other {สำหรับ {name}: ไม่นำมาใช้}}',
  'indexing.source.meta':
    'เมตาแท็ก “{name}” {scope, select, all {สำหรับ Crawler ทั้งหมด} mine {สำหรับ Crawler นี้} other {สำหรับ Crawler อื่น: ไม่นำมาใช้}}',
  'indexing.limits.heading': 'วิธีที่ผลการค้นหาอาจแสดงหน้านี้',
  'indexing.limit.nosnippet': 'ไม่มีตัวอย่างข้อความหรือตัวอย่างวิดีโอ (nosnippet)',
  'indexing.limit.max-snippet':
    '{limit, select, unlimited {ตัวอย่างข้อความยาวเท่าใดก็ได้ (max-snippet)} zero {ไม่มีตัวอย่างข้อความ (max-snippet)} other {ตัวอย่างข้อความยาวไม่เกิน {chars, plural, other {# อักขระ}} (max-snippet)}}',
  'indexing.limit.max-image-preview':
    '{size, select, none {ไม่มีตัวอย่างรูปภาพ} standard {ตัวอย่างรูปภาพขนาดเริ่มต้น} other {อนุญาตตัวอย่างรูปภาพขนาดใหญ่}} (max-image-preview)',
  'indexing.limit.max-video-preview':
    '{limit, select, unlimited {ตัวอย่างวิดีโอยาวเท่าใดก็ได้ (max-video-preview)} zero {แสดงเพียงภาพนิ่งสำหรับวิดีโอ (max-video-preview)} other {ตัวอย่างวิดีโอยาวไม่เกิน {seconds, plural, other {# วินาที}} (max-video-preview)}}',
  'indexing.limit.noimageindex': 'รูปภาพในหน้าเว็บนี้จะไม่ถูกจัดทำดัชนี (noimageindex)',
  'indexing.limit.notranslate': 'ผลการค้นหาจะไม่เสนอคำแปลของหน้าเว็บนี้ (notranslate)',
  'indexing.limit.indexifembedded': 'เนื้อหาอาจถูกจัดทำดัชนีเมื่อหน้าอื่นฝังหน้านี้ไว้ แม้จะมี noindex (indexifembedded)',
  'indexing.limit.unavailable-after': 'จะออกจากผลการค้นหาหลัง {date, date, medium} {date, time, short} (unavailable_after)',
  'indexing.unknown-values': 'ถูกละเว้น เนื่องจากไม่มีเครื่องมือค้นหาใดระบุไว้ในเอกสาร: {values}',
  'indexing.invalid-values': 'ถูกละเว้น เนื่องจากค่าไม่ถูกต้อง: {values}',
  'indexing.other-crawlers': 'กฎสำหรับ Crawler อื่น ซึ่งไม่นำมาใช้กับ {crawler}: {names}',
  'indexing.canonical.heading': 'URL Canonical',
  'indexing.canonical.none': 'หน้าเว็บนี้ไม่ได้ระบุ URL Canonical',
  'indexing.canonical.self': 'URL Canonical คือหน้าเว็บนี้เอง',
  'indexing.canonical.other': 'URL Canonical คือหน้าเว็บอื่น: {url}',
  'indexing.canonical.disagree': 'URL Canonical {count, plural, other {# รายการ}} ที่ไม่ตรงกัน: {urls}',
  'indexing.canonical.invalid': 'ถูกละเว้น เนื่องจากไม่ใช่ที่อยู่เว็บ: {targets}',
  'indexing.conflict.disallowed-and-noindex':
    'robots.txt ไม่อนุญาตให้ {crawler} ทำการ Crawl หน้าเว็บนี้ {crawler} จึงมองไม่เห็น noindex ของหน้านี้: URL ยังอาจถูกจัดทำดัชนีได้ แต่ไม่มีเนื้อหา',
  'indexing.conflict.canonical-disallowed':
    'URL Canonical {url} ไม่อนุญาตสำหรับ {crawler} ตามบรรทัดที่ {line} ของ robots.txt ของ URL นั้น {crawler} จึงดึงข้อมูล URL นั้นไม่ได้',
  'indexing.conflict.noindex-with-canonical-elsewhere':
    'หน้าเว็บนี้ระบุ noindex และระบุหน้าอื่นเป็น Canonical ({url}): เป็นสัญญาณที่ขัดแย้งกันสองอย่าง ควรใช้เพียงอย่างเดียว',
  'indexing.conflict.header-meta-disagree':
    'ส่วนหัว X-Robots-Tag และเมตาแท็กขัดแย้งกันเรื่อง{about, select, index {การจัดทำดัชนี (index / noindex)} other {การติดตามลิงก์ (follow / nofollow)}}: จะใช้กฎที่เข้มงวดกว่า',
  'indexing.headers-not-seen': 'ส่วนหัวการตอบกลับของหน้าเว็บนี้ไม่ได้มาถึง Robots Lens: โหลดหน้าซ้ำเพื่อตรวจสอบ X-Robots-Tag',
  'indexing.capped': 'หน้าเว็บนี้ส่งกฎการจัดทำดัชนีมากกว่าที่ Robots Lens อ่าน ที่นี่นับเฉพาะกฎแรกๆ เท่านั้น',
  'indexing.canonical.unchecked': '{count, plural, other {URL Canonical อยู่ในเว็บไซต์อื่นซึ่งยังไม่ได้อ่าน robots.txt: {urls}}}',
  'indexing.canonical.check': 'ตรวจสอบ robots.txt',
  'indexing.canonical.checking': 'กำลังอ่าน robots.txt…',
  'indexing.headers-not-seen.push-state':
    'สคริปต์ของหน้าเว็บเปลี่ยนที่อยู่นี้เองโดยไม่มีการตอบกลับใหม่ (pushState, แอปหน้าเดียว) จึงไม่มีส่วนหัวการตอบกลับสำหรับที่อยู่นี้: โหลดหน้าซ้ำเพื่อตรวจสอบ X-Robots-Tag',
  'indexing.headers-not-seen.back-forward-cache':
    'หน้าเว็บนี้มาจากแคชย้อนกลับ/ไปข้างหน้าโดยไม่มีการตอบกลับใหม่ จึงไม่เห็นส่วนหัวการตอบกลับ: โหลดหน้าซ้ำเพื่อตรวจสอบ X-Robots-Tag',
  'indexing.headers-not-seen.before-start': 'หน้าเว็บนี้โหลดก่อนที่ Robots Lens จะทำงาน จึงไม่เห็นส่วนหัวการตอบกลับ: โหลดหน้าซ้ำเพื่อตรวจสอบ X-Robots-Tag',
  'indexing.headers-not-seen.prerender': 'หน้าเว็บนี้ถูกแสดงผลล่วงหน้าในเบื้องหลัง และไม่เห็นส่วนหัวการตอบกลับ: โหลดหน้าซ้ำเพื่อตรวจสอบ X-Robots-Tag',
  'indexing.headers-not-seen.too-large':
    'สัญญาณการจัดทำดัชนีของหน้าเว็บนี้ใหญ่เกินกว่าจะเก็บไว้ได้เมื่อ Robots Lens เริ่มทำงานใหม่ในเบื้องหลัง: โหลดหน้าซ้ำเพื่อตรวจสอบ X-Robots-Tag',
  'indexing.headers-second-request': 'หน้าเว็บนี้โหลดก่อนที่ Robots Lens จะทำงาน X-Robots-Tag ที่นี่มาจากคำขอครั้งที่สองที่ Robots Lens ส่งไปยังที่อยู่เดียวกัน',
  'indexing.state.incomplete':
    'ไม่ครบ: {count, plural, other {ยังไม่ได้อ่านสัญญาณการจัดทำดัชนี # รายการ}} (มากกว่าที่ Robots Lens อ่าน) จึงไม่ทราบว่า {crawler} จัดทำดัชนีหน้านี้ได้หรือไม่ สิ่งที่อ่านแล้วไม่ได้ห้ามไว้',

  'indexing.answer.considered': 'หน้าเว็บตอบกลับ {status, number, ::integer group-off}: ได้รับการพิจารณาเพื่อจัดทำดัชนี สัญญาณด้านล่างเป็นตัวตัดสิน',
  'indexing.answer.redirected':
    'เปลี่ยนเส้นทาง {status, number, ::integer group-off} → {target} จาก {from}: Google จัดทำดัชนีปลายทาง ไม่ใช่ที่อยู่ที่ขอในตอนแรก',
  'indexing.answer.target-robots':
    'ปลายทางอยู่ในเว็บไซต์อื่น ซึ่งไฟล์ robots.txt ของเว็บไซต์นั้น{verdict, select, allowed {อนุญาต} other {ไม่อนุญาต}}ให้ {crawler} เข้าถึง',
  'indexing.answer.redirect':
    'หน้าเว็บตอบกลับ {status, number, ::integer group-off} ซึ่งเป็นการเปลี่ยนเส้นทางไปยัง {target}: Google จัดทำดัชนีปลายทาง ไม่ใช่ที่อยู่นี้',
  'indexing.answer.redirect-nowhere':
    'หน้าเว็บตอบกลับ {status, number, ::integer group-off} ซึ่งเป็นการเปลี่ยนเส้นทางที่ไม่มีปลายทาง: ไม่มีสิ่งใดที่นี่จัดทำดัชนีได้',
  'indexing.answer.not-indexable': 'หน้าเว็บตอบกลับ {status, number, ::integer group-off}: จัดทำดัชนีไม่ได้ ไม่ว่าเมตาแท็กจะระบุอย่างไร',
  'indexing.answer.unavailable':
    'หน้าเว็บตอบกลับ {status, number, ::integer group-off}: ยังจัดทำดัชนีไม่ได้ในตอนนี้ (Google จะรวบรวมข้อมูลช้าลง และนำ URL ออกหากข้อผิดพลาดยังคงอยู่)',
  'indexing.answer.too-many-redirects': '{count, plural, other {เปลี่ยนเส้นทาง # ครั้ง}}: มากกว่า 10 ครั้งที่ Google ติดตาม จึงหยุดก่อนถึงปลายทาง',
  'indexing.answer.network-error': 'หน้าเว็บไม่ตอบกลับ: {error}',
  'indexing.answer.not-seen':
    'ไม่เห็นการตอบกลับ HTTP ของหน้าเว็บ: {reason, select, history {สคริปต์เปลี่ยนที่อยู่หลังจากหน้าเว็บโหลดแล้ว (pushState)} elsewhere {การโหลดครั้งล่าสุดในแท็บนี้ตอบกลับที่อยู่อื่น (การดาวน์โหลดหรือการตอบกลับที่ว่างเปล่า)} loading {หน้าเว็บยังโหลดอยู่ เปิดป๊อปอัปอีกครั้งเมื่อโหลดเสร็จแล้ว} other {หน้าเว็บโหลดก่อนที่ Robots Lens จะเริ่มติดตาม หรือมาจากแคชย้อนกลับ/ไปข้างหน้าหรือการแสดงผลล่วงหน้า โหลดหน้าเว็บซ้ำเพื่อดู}}',
} as const satisfies CatalogOf<IndexingMessages>;
