/** Thai: the workbench's URLs to test. */
import type { CatalogOf } from '../../messages/index.ts';
import type { WorkbenchUrlsMessages } from '../../messages/workbench-urls.ts';

export default {
  'workbench-urls.heading': 'URL ที่จะทดสอบ',
  'workbench-urls.list.label': 'URL หรือเส้นทาง บรรทัดละหนึ่งรายการ',
  'workbench-urls.list.hint': 'เส้นทางจะอ่านโดยอิงกับ {origin} วางรายการ พิมพ์ หรือวางไฟล์ .txt หรือ .csv ไว้ที่นี่',
  'workbench-urls.list.reading': 'กำลังอ่านรายการ…',
  'workbench-urls.drop.too-large': '{file} ใหญ่กว่า {megabytes, number} MiB ซึ่งใหญ่เกินไปสำหรับรายการ ให้นำเข้าเป็นไฟล์ CSV แทน ซึ่งจะอ่านทีละส่วน',

  'workbench-urls.count': 'URL ที่จะทดสอบ {urls, plural, other {# รายการ}} {skipped, plural, =0 {ไม่มีรายการที่ข้าม} other {ข้าม # รายการ}}',
  'workbench-urls.count.other-origin':
    '{count, plural, other {# URL}} เป็นของเว็บไซต์อื่นที่ไม่ใช่ {origin} แต่ยังทดสอบกับไฟล์ robots.txt นี้และมีการทำเครื่องหมายไว้',
  'workbench-urls.count.ignored': 'ละเว้นบรรทัดว่างหรือบรรทัดคำอธิบาย {count, plural, other {# บรรทัด}}',
  'workbench-urls.count.repeated': '{count, plural, other {# URL}} อยู่ในหลายแหล่งและทดสอบเพียงครั้งเดียว',
  'workbench-urls.count.left-out': 'ทดสอบเฉพาะ {limit, number} URL แรก อีก {count, plural, other {# URL}} ไม่ได้นำมาทดสอบ',

  'workbench-urls.csv.import': 'นำเข้า CSV…',
  'workbench-urls.csv.choose': 'คอลัมน์ใดของ {file} ที่มี URL',
  'workbench-urls.csv.column': 'คอลัมน์',
  'workbench-urls.csv.column.named': '{name} (คอลัมน์ {number, number})',
  'workbench-urls.csv.column.numbered': 'คอลัมน์ {number, number} (ค่าแรก: {sample})',
  'workbench-urls.csv.header': 'แถวแรกเป็นส่วนหัว',
  'workbench-urls.csv.read': 'นำเข้าคอลัมน์นี้',
  'workbench-urls.csv.cancel': 'ยกเลิก',
  'workbench-urls.csv.progress': 'อ่านแล้ว {read} จาก {size}',
  'workbench-urls.csv.source': 'จาก {file} คอลัมน์ {column, number}: {urls, plural, other {# URL}}',
  'workbench-urls.csv.failed': 'อ่าน {file} ไม่ได้: {error}',

  'workbench-urls.sitemaps.import': 'นำเข้าแผนผังเว็บไซต์',
  'workbench-urls.sitemaps.will-read': '{count, plural, other {อ่านแผนผังเว็บไซต์ # รายการนี้และไฟล์ที่แผนผังระบุไว้:}}',
  'workbench-urls.sitemaps.listed.live': '{url} (ระบุในไฟล์ robots.txt ที่ใช้งานจริง)',
  'workbench-urls.sitemaps.listed.draft': '{url} (ระบุในฉบับร่าง)',
  'workbench-urls.sitemaps.listed.both': '{url} (ระบุทั้งในไฟล์ robots.txt ที่ใช้งานจริงและในฉบับร่าง)',
  'workbench-urls.sitemaps.listed.default': '{url} (ตำแหน่งปกติ)',
  'workbench-urls.sitemaps.progress':
    'อ่านแล้ว {filesDone, number} จาก {filesTotal, plural, other {# ไฟล์แผนผังเว็บไซต์}} พบ {urls, plural, other {# URL}} อ่านแล้ว {size}',
  'workbench-urls.sitemaps.source': 'จากแผนผังเว็บไซต์: {urls, plural, other {# URL}} ใน {files, plural, other {# ไฟล์}}',
  'workbench-urls.stop': 'หยุด',
  'workbench-urls.remove': 'นำออก',
  'workbench-urls.progress.sitemaps': 'กำลังอ่านแผนผังเว็บไซต์',
  'workbench-urls.progress.csv': 'กำลังอ่านไฟล์ CSV',

  'workbench-urls.notes.heading': 'หมายเหตุ ({count, number})',
  'workbench-urls.notes.cut': '({count, number} อักขระแรก)',
  'workbench-urls.place.line': 'บรรทัด {line, number}: {text}',
  'workbench-urls.place.row': 'แถว {row, number}: {text}',
  'workbench-urls.place.sitemap': 'ใน {sitemap}: {text}',

  'workbench-urls.group.blank': 'บรรทัดว่าง ละเว้น ({count, number})',
  'workbench-urls.group.comment': 'คำอธิบาย ละเว้น ({count, number})',
  'workbench-urls.group.not-a-url': 'ไม่ใช่ URL หรือเส้นทางที่ขึ้นต้นด้วย / ({count, number})',
  'workbench-urls.group.other-scheme': 'ไม่ใช่ URL แบบ http หรือ https ({count, number})',
  'workbench-urls.group.duplicate': 'คำขอเดียวกับ URL ก่อนหน้า (ไม่มีการส่ง #fragment) ({count, number})',
  'workbench-urls.group.relative-in-sitemap': 'เส้นทางในแผนผังเว็บไซต์ ซึ่งต้องระบุ URL แบบเต็ม ({count, number})',
  'workbench-urls.group.csv-quotes': 'เครื่องหมายคำพูดที่ไม่ได้ปิดในไฟล์ CSV ({count, number})',
  'workbench-urls.group.too-many-urls': 'เกินขีดจำกัดจำนวน URL ({count, number})',
  'workbench-urls.group.sitemap-failed': 'แผนผังเว็บไซต์ที่อ่านไม่ได้ ({count, number})',
  'workbench-urls.group.sitemap-content': 'แผนผังเว็บไซต์ที่ไม่ใช่แผนผังเว็บไซต์ XML ที่ถูกต้อง ({count, number})',
  'workbench-urls.group.sitemap-limits': 'แผนผังเว็บไซต์ที่เกินขีดจำกัดของโปรโตคอล ({count, number})',
  'workbench-urls.group.sitemap-structure': 'ดัชนีแผนผังเว็บไซต์: การวนซ้ำ การซ้อนกัน และรายการซ้ำ ({count, number})',

  'workbench-urls.note.too-many-urls': 'เก็บไว้เฉพาะ {limit, number} URL แรก อีก {leftOut, plural, other {# URL}} ไม่ได้นำมาใช้',
  'workbench-urls.note.sitemap-http-error': '{sitemap} ตอบกลับ {status} จึงไม่ได้อ่าน URL ใดจากไฟล์นี้',
  'workbench-urls.note.sitemap-network-error': 'ดึง {sitemap} ไม่ได้ ({error}) URL ที่อ่านได้ก่อนเกิดข้อผิดพลาดยังคงเก็บไว้',
  'workbench-urls.note.sitemap-timeout': '{sitemap} ไม่มาถึงภายใน {seconds, plural, other {# วินาที}} URL ที่อ่านได้ก่อนหน้ายังคงเก็บไว้',
  'workbench-urls.note.sitemap-stopped': 'หยุดขณะอ่าน {sitemap} URL ที่อ่านได้ก่อนหน้ายังคงเก็บไว้',
  'workbench-urls.note.sitemap-html': '{sitemap} เป็นหน้า HTML ไม่ใช่แผนผังเว็บไซต์ จึงไม่ได้อ่าน URL ใดจากไฟล์นี้',
  'workbench-urls.note.sitemap-gzip-error': '{sitemap} ไม่ใช่ไฟล์ gzip ที่ถูกต้อง URL ที่อ่านได้ก่อนจุดที่เสียยังคงเก็บไว้',
  'workbench-urls.note.sitemap-too-many-urls':
    '{sitemap} ระบุ URL มากกว่า {limit, number} รายการ ซึ่งเป็นขีดจำกัดของโปรโตคอลสำหรับหนึ่งไฟล์ จึงเก็บไว้ {limit, number} รายการแรก',
  'workbench-urls.note.sitemap-too-large':
    '{sitemap} ใหญ่กว่า {megabytes, number} MiB ({bytes, number} ไบต์) เมื่อไม่บีบอัด ซึ่งเป็นขีดจำกัดของโปรโตคอลสำหรับหนึ่งไฟล์ การอ่านจึงหยุดที่จุดนั้น และ URL ก่อนหน้านั้นยังคงเก็บไว้',
  'workbench-urls.note.sitemap-loc-too-long': "บรรทัด {line, number} ของ {sitemap} มี '<'loc> ที่ยาวเกินกว่า URL ใดจะยาวได้ จึงข้ามไป",
  'workbench-urls.note.sitemap-loop': '{parent} ระบุ {sitemap} ซึ่งเป็นตัวเองหรือดัชนีที่อยู่ด้านบน เป็นการวนซ้ำ จึงไม่ได้ติดตาม',
  'workbench-urls.note.sitemap-too-deep': '{parent} ระบุ {sitemap} ซึ่งอยู่ลึกกว่าไฟล์แรก {depth, number} ระดับ ดัชนีจะอ่านลึกเพียง 2 ระดับ จึงไม่ได้อ่านไฟล์นี้',
  'workbench-urls.note.sitemap-repeated': '{sitemap} ถูกระบุมากกว่าหนึ่งครั้ง อ่านเพียงครั้งเดียว',
  'workbench-urls.note.sitemap-bad-url': '{parent} ระบุ {sitemap} ซึ่งไม่ใช่ URL แบบ http หรือ https จึงไม่ได้อ่าน',
  'workbench-urls.note.sitemap-refused':
    '{from} เป็นเว็บไซต์สาธารณะและระบุ {sitemap} ซึ่งอยู่บนคอมพิวเตอร์เครื่องนี้หรือเครือข่ายส่วนตัว จึงไม่ได้ดึงข้อมูล เช่นเดียวกับที่จะไม่ติดตามการเปลี่ยนเส้นทางไปที่นั่น',
  'workbench-urls.note.sitemap-redirect-refused': '{sitemap} เปลี่ยนเส้นทางไปที่ {target} ซึ่งอยู่บนคอมพิวเตอร์เครื่องนี้หรือเครือข่ายส่วนตัว จึงไม่ได้อ่านคำตอบ',
  'workbench-urls.note.sitemap-not-read.limit': 'ไม่ได้อ่านไฟล์แผนผังเว็บไซต์ {count, plural, other {# ไฟล์}} เพราะถึงขีดจำกัดจำนวน URL แล้ว',
  'workbench-urls.note.sitemap-not-read.stopped': 'ไม่ได้อ่านไฟล์แผนผังเว็บไซต์ {count, plural, other {# ไฟล์}} เพราะหยุดแล้ว',
  'workbench-urls.malformed.no-root':
    '{sitemap} ไม่มีองค์ประกอบ XML (บรรทัด {line, number}) จึงไม่ใช่แผนผังเว็บไซต์ {kept, plural, =0 {ไม่ได้อ่าน URL ใดเลย} other {URL # รายการที่อ่านได้ก่อนหน้ายังคงเก็บไว้}}',
  'workbench-urls.malformed.unexpected-end':
    '{sitemap} จบกลางคัน XML (บรรทัด {line, number}) {kept, plural, =0 {ไม่ได้อ่าน URL ใดเลย} other {URL # รายการที่อ่านได้ก่อนหน้ายังคงเก็บไว้}}',
  'workbench-urls.malformed.mismatched-tag':
    'บรรทัด {line, number} ของ {sitemap} ปิด {found} ขณะที่ {expected} ยังเปิดอยู่ XML จึงเสียที่จุดนั้น {kept, plural, =0 {ไม่ได้อ่าน URL ใดเลย} other {URL # รายการที่อ่านได้ก่อนหน้ายังคงเก็บไว้}}',
  'workbench-urls.malformed.bad-entity':
    'บรรทัด {line, number} ของ {sitemap} มี {entity} ซึ่ง XML ไม่รู้จัก (ให้เขียน & เป็น &amp;) XML จึงเสียที่จุดนั้น {kept, plural, =0 {ไม่ได้อ่าน URL ใดเลย} other {URL # รายการที่อ่านได้ก่อนหน้ายังคงเก็บไว้}}',
  'workbench-urls.malformed.bad-markup':
    "บรรทัด {line, number} ของ {sitemap} มี '<' ที่ไม่ได้เริ่มแท็กใด XML จึงเสียที่จุดนั้น {kept, plural, =0 {ไม่ได้อ่าน URL ใดเลย} other {URL # รายการที่อ่านได้ก่อนหน้ายังคงเก็บไว้}}",
  'workbench-urls.malformed.too-deep':
    'บรรทัด {line, number} ของ {sitemap} ซ้อนองค์ประกอบลึกกว่าแผนผังเว็บไซต์ใดๆ การอ่านจึงหยุดที่จุดนั้น {kept, plural, =0 {ไม่ได้อ่าน URL ใดเลย} other {URL # รายการที่อ่านได้ก่อนหน้ายังคงเก็บไว้}}',
  'workbench-urls.malformed.not-a-sitemap':
    '{sitemap} เป็น XML แต่ไม่ใช่แผนผังเว็บไซต์ องค์ประกอบรากคือ {root} (บรรทัด {line, number}) ไม่ใช่ urlset หรือ sitemapindex',
  'workbench-urls.note.sitemap-address-refused': '{sitemap} ตอบกลับจาก {address} ซึ่งอยู่บนคอมพิวเตอร์เครื่องนี้หรือเครือข่ายส่วนตัว จึงไม่ได้อ่านคำตอบ',
  'workbench-urls.sitemaps.bounds':
    'การนำเข้าแต่ละครั้งอ่านไฟล์แผนผังเว็บไซต์ได้สูงสุด {files, number} ไฟล์และ {megabytes, number} MiB ใช้เวลาไม่เกิน {minutes, number} นาที และแสดงหมายเหตุ {notes, number} รายการแรก (ที่เหลือนับไว้เท่านั้น)',
  'workbench-urls.note.import-bound.files':
    'ไม่ได้อ่านไฟล์แผนผังเว็บไซต์ {count, plural, other {# ไฟล์}} เพราะการนำเข้าแต่ละครั้งอ่านได้สูงสุด {files, number} ไฟล์',
  'workbench-urls.note.import-bound.bytes':
    'ไม่ได้อ่านไฟล์แผนผังเว็บไซต์ {count, plural, other {# ไฟล์}} เพราะการนำเข้าแต่ละครั้งอ่านได้สูงสุด {megabytes, number} MiB',
  'workbench-urls.note.import-bound.time':
    'ไม่ได้อ่านไฟล์แผนผังเว็บไซต์ {count, plural, other {# ไฟล์}} เพราะการนำเข้าแต่ละครั้งใช้เวลาได้ไม่เกิน {minutes, number} นาที',
  'workbench-urls.note.notes-not-kept':
    'นับหมายเหตุเพิ่มอีก {count, plural, other {# รายการ}} แต่ไม่ได้แสดง เพราะเก็บไว้เพียง {kept, number} รายการแรก',
  'workbench-urls.group.notes-not-kept': 'หมายเหตุที่นับแต่ไม่ได้แสดง ({count, number})',
  'workbench-urls.note.sitemap-encoding':
    '{sitemap} ระบุการเข้ารหัส {encoding} ซึ่งเบราว์เซอร์นี้ถอดรหัสไม่ได้ จึงอ่านเป็น UTF-8 ตัวอักษรที่ไม่ใช่ ASCII ใน URL อาจผิดเพี้ยน',
} as const satisfies CatalogOf<WorkbenchUrlsMessages>;
