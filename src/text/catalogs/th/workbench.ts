/**
 * Thai: the workbench page, and the ways to open it. Words from
 * docs/translation-glossary.md (Google's page): "ไฟล์ robots.txt", "Crawler",
 * "บรรทัด", "เว็บไซต์", "URL", "ดึง", "แคช", "กลุ่ม"; "คุณ", no particles. Not
 * in the seeds; chosen, as the results' catalog: "ฉบับร่าง" (the draft),
 * "ไฟล์ที่ใช้งานจริง" (the live file); "พื้นที่ทำงาน" (the workbench).
 */
import type { CatalogOf } from '../../messages/index.ts';
import type { WorkbenchMessages } from '../../messages/workbench.ts';

export default {
  'workbench.title': 'พื้นที่ทำงานของ Robots Lens',
  'workbench.title.origin': '{origin} — พื้นที่ทำงานของ Robots Lens',

  'workbench.origin.label': 'เว็บไซต์',
  'workbench.origin.open': 'เปิด',
  'workbench.origin.hint': 'พิมพ์ที่อยู่ของเว็บไซต์ (หรือ URL ใดก็ได้ของเว็บไซต์) แล้วกด Enter',
  'workbench.origin.empty': 'พิมพ์ที่อยู่ของเว็บไซต์ก่อน เช่น https://example.com',
  'workbench.origin.not-a-url': '“{typed}” ไม่ใช่ที่อยู่เว็บ พิมพ์ที่อยู่อย่างเช่น https://example.com',
  'workbench.origin.not-web': '“{typed}” เป็นที่อยู่แบบ {scheme} มีเพียงเว็บไซต์ http และ https ที่มีไฟล์ robots.txt',
  'workbench.origin.none': 'เปิดเว็บไซต์เพื่อเริ่มต้น ไฟล์ robots.txt ที่ใช้งานจริงของเว็บไซต์จะกลายเป็นฉบับร่างของคุณ และทุกการเปลี่ยนแปลงจะบันทึกไว้ขณะที่คุณพิมพ์',

  'workbench.live.loading': 'กำลังดึง {url}…',
  'workbench.live.from-cache': '{url} จากแคชของ Robots Lens',
  'workbench.live.fetched': '{url} ดึงมาเมื่อครู่',
  'workbench.live.refresh': 'ดึงอีกครั้ง',
  'workbench.live.not-applicable': 'ที่อยู่นี้ไม่มีไฟล์ robots.txt',
  'workbench.live.worker-silent': 'กระบวนการเบื้องหลังของ Robots Lens ไม่ตอบสนอง โหลดหน้านี้ใหม่เพื่อลองอีกครั้ง',
  'workbench.live.failed': 'ดึงไฟล์ robots.txt ที่ใช้งานจริงไม่ได้: {error}',
  'workbench.live.timeout': 'กระบวนการเบื้องหลังไม่ตอบสนองภายใน {seconds, number} วินาที',

  'workbench.view.label': 'ไฟล์ที่แสดง',
  'workbench.view.draft': 'ฉบับร่าง',
  'workbench.view.live': 'ไฟล์ที่ใช้งานจริง',
  'workbench.editor.label': 'ไฟล์ robots.txt ฉบับร่างสำหรับ {origin}',
  'workbench.editor.live-label': 'ไฟล์ robots.txt ที่ใช้งานจริงของ {origin} อ่านได้อย่างเดียว',
  'workbench.editor.loading': 'กำลังเปิดฉบับร่าง…',

  'workbench.source.label': 'เริ่มฉบับร่างจาก',
  'workbench.source.live': 'ไฟล์ที่ใช้งานจริง',
  'workbench.source.empty': 'ไฟล์เปล่า',
  'workbench.source.file': 'ไฟล์ในเครื่อง…',
  'workbench.source.hint': 'คุณยังวางข้อความลงในตัวแก้ไข หรือลากไฟล์มาวางได้ด้วย',
  'workbench.source.file-too-large':
    '{name} มีขนาด {bytes, number} ไบต์ ใหญ่กว่า {maxBytes, number} ไบต์ที่พื้นที่ทำงานเปิดได้ Google อ่านเพียง 500 KiB แรกของไฟล์ robots.txt',
  'workbench.source.file-failed': 'อ่าน {name} ไม่ได้: {error}',

  'workbench.draft.download': 'ดาวน์โหลด robots.txt',
  'workbench.draft.copy': 'คัดลอกฉบับร่าง',
  'workbench.draft.copied': 'คัดลอกฉบับร่างไปยังคลิปบอร์ดแล้ว',
  'workbench.draft.copy-failed': 'เบราว์เซอร์ไม่อนุญาตให้คัดลอก เลือกข้อความในตัวแก้ไขแล้วคัดลอกแทน',
  'workbench.draft.revert': 'กลับไปใช้ไฟล์ที่ใช้งานจริง',
  'workbench.draft.size': 'ฉบับร่างมี {lines, plural, other {# บรรทัด}} ({bytes, number} ไบต์)',
  'workbench.draft.same-as-live': 'เหมือนกับไฟล์ที่ใช้งานจริง',
  'workbench.draft.changed-lines': '{lines, plural, other {# บรรทัด}}ต่างจากไฟล์ที่ใช้งานจริง',
  'workbench.draft.findings':
    'ผลการตรวจสอบ: ข้อผิดพลาด {errors, plural, other {#}} รายการ คำเตือน {warnings, plural, other {#}} รายการ หมายเหตุ {infos, plural, other {#}} รายการ',

  'workbench.save.pending': 'กำลังบันทึก…',
  'workbench.save.saved': 'บันทึกฉบับร่างแล้วเมื่อ {time, time, medium}',
  'workbench.save.failed': 'บันทึกฉบับร่างไม่ได้ ({error}) ฉบับร่างยังอยู่ในตัวแก้ไข ดาวน์โหลดหรือคัดลอกไว้เพื่อเก็บรักษา',
  'workbench.save.restored': 'กู้คืนฉบับร่างที่คุณบันทึกไว้เมื่อ {time, time, short} วันที่ {time, date, medium} แล้ว',

  'workbench.revert.title': 'กลับไปใช้ไฟล์ที่ใช้งานจริงไหม',
  'workbench.revert.body': 'ฉบับร่างของคุณสำหรับ {origin} จะถูกแทนที่ด้วยไฟล์ robots.txt ที่ใช้งานจริง และฉบับร่างที่บันทึกไว้จะถูกลบ',
  'workbench.revert.confirm': 'กลับไปใช้',
  'workbench.revert.cancel': 'เก็บฉบับร่างไว้',

  'workbench.hover.crawlers': 'อยู่ในกลุ่มของ Crawler {count, plural, other {# ตัว}}: {crawlers}',

  'workbench.crawler.heading': 'Crawler',

  'workbench.open.options-heading': 'พื้นที่ทำงาน',
  'workbench.open.options-hint':
    'แก้ไขไฟล์ robots.txt ฉบับร่างสำหรับเว็บไซต์ใดก็ได้ และดูว่าไฟล์นั้นเปลี่ยนแปลงอะไรสำหรับ URL นับพันรายการและ Crawler ทุกตัวก่อนเผยแพร่',
  'workbench.open.options-label': 'เว็บไซต์ที่จะเปิด',
  'workbench.open.options-button': 'เปิดพื้นที่ทำงาน',
  'workbench.live.cut-line':
    'ไฟล์ที่ใช้งานจริงใหญ่กว่า 500 KiB ระบบอ่าน {readBytes, number} ไบต์แรกจากอย่างน้อย {atLeastBytes, number} ไบต์ เช่นเดียวกับที่ Google อ่าน บรรทัด {line, number} ถูกตัดหลัง “{lineText}” และกฎหลังบรรทัดนั้นจะไม่ถูกอ่าน',
  'workbench.live.cut-line-end':
    'ไฟล์ที่ใช้งานจริงใหญ่กว่า 500 KiB ระบบอ่าน {readBytes, number} ไบต์แรกจากอย่างน้อย {atLeastBytes, number} ไบต์ เช่นเดียวกับที่ Google อ่าน การอ่านหยุดที่ท้ายบรรทัด {line, number} และกฎหลังบรรทัดนั้นจะไม่ถูกอ่าน',
  'workbench.live.whole-read': 'อ่านทั้งไฟล์',
  'workbench.live.whole-loading': 'กำลังอ่านทั้งไฟล์…',
  'workbench.live.whole-done': 'อ่านทั้งไฟล์แล้ว ({bytes, number} ไบต์) ตอนนี้ฉบับร่างมีเนื้อหาทั้งไฟล์ Google ยังคงอ่านเฉพาะ 500 KiB แรก',
  'workbench.live.whole-kept-draft':
    'อ่านทั้งไฟล์แล้ว ({bytes, number} ไบต์) ฉบับร่างของคุณถูกแก้ไขตรงจุดที่ไฟล์ถูกตัด จึงเก็บไว้ตามที่คุณพิมพ์ เลือก “ไฟล์ที่ใช้งานจริง” เป็นต้นทางเพื่อเริ่มจากทั้งไฟล์',
  'workbench.live.whole-too-large': 'ทั้งไฟล์ใหญ่กว่า {maxBytes, number} ไบต์ ซึ่งเกินกว่าที่พื้นที่ทำงานเปิดได้',
  'workbench.live.whole-failed': 'อ่านทั้งไฟล์ไม่ได้: {error}',
  'workbench.draft.cut':
    'ฉบับร่างนี้จบตรงจุดที่การอ่านไฟล์ที่ใช้งานจริงหยุด มีเพียง {readBytes, number} ไบต์แรก และบรรทัด {line, number} ถูกตัด หากเผยแพร่ตามนี้ กฎทั้งหมดหลังบรรทัดนั้นจะหายไป',
  'workbench.draft.cut-question':
    'ระบบอ่านไฟล์ที่ใช้งานจริงเพียง 500 KiB แรก ({readBytes, number} ไบต์) และฉบับร่างนี้จบตรงนั้น กลางบรรทัด {line, number} จะอ่านทั้งไฟล์ก่อน หรือบันทึกฉบับร่างที่ถูกตัดตามนี้',
  'workbench.draft.cut-download': 'ดาวน์โหลดฉบับร่างที่ถูกตัด',
  'workbench.draft.cut-copy': 'คัดลอกฉบับร่างที่ถูกตัด',
  'workbench.draft.cut-cancel': 'ยกเลิก',
  'workbench.draft.downloaded': 'บันทึก {name} แล้ว ({bytes, number} ไบต์)',
  'workbench.sync.taken': 'แท็บพื้นที่ทำงานอื่นบันทึกฉบับร่างที่ใหม่กว่าสำหรับเว็บไซต์นี้เมื่อ {time, time, medium} ตอนนี้แท็บนี้แสดงฉบับนั้นแล้ว',
  'workbench.sync.removed': 'แท็บพื้นที่ทำงานอื่นย้อนฉบับร่างของเว็บไซต์นี้กลับไปเป็นไฟล์ที่ใช้งานจริง ตอนนี้แท็บนี้แสดงไฟล์ที่ใช้งานจริงแล้ว',
  'workbench.sync.conflict':
    'แท็บพื้นที่ทำงานอื่นบันทึกฉบับร่างอีกฉบับสำหรับเว็บไซต์นี้เมื่อ {time, time, medium} ขณะที่แท็บนี้มีการเปลี่ยนแปลงที่ยังไม่ได้บันทึก จะเก็บฉบับร่างใดไว้',
  'workbench.sync.keep-mine': 'เก็บฉบับร่างของแท็บนี้',
  'workbench.sync.take-theirs': 'ใช้ฉบับร่างของอีกแท็บ',
  'workbench.sync.kept-mine': 'บันทึกฉบับร่างของแท็บนี้แทนฉบับร่างของอีกแท็บแล้ว',
  'workbench.draft.truncated':
    'ฉบับร่างนี้ใหญ่กว่า 500 KiB Google อ่าน {readBytes, number} ไบต์แรกจาก {totalBytes, number} ไบต์ จนถึงบรรทัด {line, number} ส่วนที่เหลือจะถูกข้าม',
} as const satisfies CatalogOf<WorkbenchMessages>;
