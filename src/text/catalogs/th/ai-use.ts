/**
 * Thai: AI use — ความต้องการที่ระบุไว้เกี่ยวกับการใช้เนื้อหา ผลการตรวจสอบที่เกี่ยวข้อง และสิ่งที่ชื่อ User Agent ควบคุม
 * (docs/translation-glossary.md: "Crawler", "กฎ", "บรรทัด", "เส้นทาง", "กลุ่ม") คีย์และค่าของ robots.txt คงไว้ตามเดิม
 */
import type { AiUseMessages } from '../../messages/ai-use.ts';
import type { CatalogOf } from '../../messages/index.ts';

export default {
  'lint.preference-line.content-signal':
    'Content-Signal ระบุว่าเว็บไซต์นี้อนุญาตให้ใช้เนื้อหาอย่างไร (Content Signals Policy ของ Cloudflare) โปรแกรมแยกวิเคราะห์ของ Google จะละเว้นบรรทัดนี้ และบรรทัดนี้ไม่เปลี่ยนผลการตัดสินใดๆ {tools} แสดงบรรทัดนี้เป็นข้อผิดพลาด ซึ่งเป็นเรื่องปกติ โปรดเก็บบรรทัดนี้ไว้',
  'lint.preference-line.content-usage':
    'Content-Usage ระบุว่าเว็บไซต์นี้อนุญาตให้ใช้เนื้อหาอย่างไร (IETF AI Preferences ซึ่งยังเป็นฉบับร่าง) โปรแกรมแยกวิเคราะห์ของ Google จะละเว้นบรรทัดนี้ และบรรทัดนี้ไม่เปลี่ยนผลการตัดสินใดๆ {tools} แสดงบรรทัดนี้เป็นข้อผิดพลาด ซึ่งเป็นเรื่องปกติ โปรดเก็บบรรทัดนี้ไว้',
  'lint.preference-reporter.search-console': 'รายงาน robots.txt ของ Search Console (“Syntax not understood”)',
  'lint.preference-problem.empty': 'บรรทัด {directive} นี้ไม่ได้ระบุความต้องการใดๆ โปรดเขียนคู่ key=value หลังเครื่องหมายโคลอน',
  'lint.preference-problem.not-key-value': '“{part}” ไม่ใช่คู่ key=value โปรแกรมที่อ่าน {directive} จึงข้ามส่วนนี้',
  'lint.preference-problem.unknown-key': 'Content-Signal ไม่มีคีย์ “{key}” (มีเพียง {known}) ส่วนนี้จึงไม่ได้ระบุสิ่งใด',
  'lint.preference-problem.bad-value': '“{key}={value}”: ค่าต้องเป็นหนึ่งใน {expected} ส่วนนี้จึงไม่ได้ระบุสิ่งใด',
  'lint.preference-problem.repeated-key': '“{key}” ถูกระบุสองครั้งในบรรทัดนี้ด้วยค่าที่ต่างกัน ระบบจะอ่านค่าที่จำกัดมากกว่า',
  'lint.preference-outside-group':
    'บรรทัด {directive} นี้อยู่ก่อนบรรทัด user-agent ทั้งหมด จึงไม่อยู่ในกลุ่มใดและไม่ได้ระบุสิ่งใดสำหรับ Crawler ใดเลย โปรดย้ายไปไว้ใต้บรรทัด user-agent',
  'lint.preference-contradicts-rules':
    'บรรทัดนี้อนุญาต “{key}” สำหรับ {path} แต่กลุ่มของบรรทัดนี้เองไม่อนุญาตให้ดึง {path} (บรรทัด {ruleLine, number, ::integer group-off}) Crawler ของกลุ่มนี้จึงดึงหน้านั้นไม่ได้',
  'lint.preference-unknown-labels':
    'ป้ายกำกับ Content-Usage {labels} ไม่อยู่ในชุดคำศัพท์ (train-ai, search) และจะถูกละเว้น{count, plural, other {}} พิมพ์ผิดหรือไม่',
  'lint.preference-lines-capped':
    'กลุ่มนี้มีบรรทัด Content-Usage {count, number} บรรทัด Robots Lens อ่านเพียง {max, number} บรรทัดแรกสำหรับแต่ละ URL บรรทัดที่เหลือจึงไม่มีผลที่นี่',
  'lint.managed-block.cloudflare':
    'ตั้งแต่ตรงนี้ถึงบรรทัด {endLine, number, ::integer group-off} เป็นบรรทัดที่ Cloudflare เขียน (ไฟล์ robots.txt ที่ Cloudflare จัดการ) Cloudflare จะอัปเดตบรรทัดเหล่านี้เอง บรรทัดของคุณเองที่อยู่นอกบล็อกอาจระบุสิ่งที่ต่างออกไป',
  'lint.managed-block.cloudflare-unclosed':
    'บล็อกที่ Cloudflare จัดการเริ่มต้นที่นี่ แต่ไม่มีบรรทัด “# END Cloudflare Managed Content” ทุกบรรทัดจนถึงท้ายไฟล์จึงถือเป็นของ Cloudflare',

  'use.heading': 'ความต้องการที่ระบุไว้เกี่ยวกับการใช้งาน',
  'use.note':
    'สิ่งที่เว็บไซต์ระบุว่าเนื้อหาของตนนำไปใช้ทำอะไรได้ สิ่งเหล่านี้เป็นความต้องการ ไม่ใช่การบล็อก robots.txt ไม่ได้ผูกมัด Crawler ใดให้ทำตาม Content-Usage มาจากฉบับร่างของ IETF ซึ่งอาจยังเปลี่ยนแปลงได้',
  'use.draft-badge': 'ฉบับร่าง',
  'use.value.allows': '{value}: อนุญาต',
  'use.value.refuses': '{value}: ไม่อนุญาต',
  'use.value.not-stated': 'ไม่ได้ระบุ',
  'use.source.line': 'บรรทัด {line, number, ::integer group-off}',
  'use.source.header': 'ส่วนหัว Content-Usage ของหน้าเว็บ',
  'use.key.search': 'ผลการค้นหา',
  'use.key.ai-input': 'คำตอบของ AI',
  'use.key.ai-train': 'การฝึก AI',
  'use.key.train-ai': 'การฝึก AI',
  'use.none-for-purpose': 'ไม่มีความต้องการที่ระบุไว้ซึ่งเกี่ยวกับจุดประสงค์ของ Crawler นี้',
  'use.fetch-disallowed': 'Crawler นี้ไม่ได้รับอนุญาตให้ดึงหน้าเว็บ ความต้องการเหล่านี้จึงไม่มีผลที่นี่',
  'use.use-value': 'use={value} (บรรทัด {line, number, ::integer group-off}) แสดงตามที่เขียนไว้ ค่านี้ไม่ได้อนุญาตหรือปฏิเสธสิ่งใด',
  'use.managed-lines': 'บรรทัด {start, number, ::integer group-off}–{end, number, ::integer group-off} เพิ่มโดย Cloudflare',

  'use.controls.heading': 'ชื่อ User Agent นี้ควบคุมอะไร',
  'use.controls.fetches-as': 'ไม่ได้ดึงข้อมูลใดๆ เอง หน้าเว็บถูกดึงโดย {fetcher} ชื่อนี้ควบคุมเฉพาะการใช้งานภายหลัง',
  'use.controls.governs': 'ควบคุม: {uses}',
  'use.controls.does-not-govern': 'ไม่ได้ควบคุม: {uses}',
  'use.controls.robots.follows': 'ผู้ให้บริการระบุว่า Crawler นี้ปฏิบัติตาม robots.txt',
  'use.controls.robots.generally-ignores': 'ผู้ให้บริการระบุว่า Crawler นี้มักจะละเว้น robots.txt เพราะผู้ใช้เป็นผู้ขอหน้าเว็บ Disallow ที่นี่จึงไม่ได้หยุดมัน',
  'use.controls.robots.may-not-apply': 'ผู้ให้บริการระบุว่ากฎของ robots.txt อาจไม่มีผลกับ Crawler นี้ เพราะผู้ใช้เป็นผู้ขอหน้าเว็บ Disallow ที่นี่จึงอาจไม่ได้หยุดมัน',
  'use.controls.source': 'เอกสารของ {operator}',
  'use.governs.google-search': 'Google Search',
  'use.governs.ai-overviews': 'AI Overviews',
  'use.governs.ai-mode': 'โหมด AI',
  'use.governs.gemini-training': 'การฝึกโมเดล Gemini',
  'use.governs.gemini-grounding': 'การอ้างอิงข้อมูล (Grounding) ใน Gemini และ Vertex AI',
  'use.governs.apple-model-training': 'การฝึกโมเดลพื้นฐานของ Apple',
  'use.governs.apple-search': 'การค้นหาใน Siri, Spotlight และ Safari',

  'use.matrix.short.allows': 'การใช้: ได้',
  'use.matrix.short.refuses': 'การใช้: ไม่ได้',
  'use.matrix.title.allows': 'ความต้องการที่ระบุไว้สำหรับจุดประสงค์ของมัน: อนุญาต ({source}) นี่เป็นความต้องการ ไม่ใช่การบล็อก',
  'use.matrix.title.refuses': 'ความต้องการที่ระบุไว้สำหรับจุดประสงค์ของมัน: ไม่อนุญาต ({source}) นี่เป็นความต้องการ ไม่ใช่การบล็อก',
  'use.column': 'การใช้',
  'use.draft.stops-allowing.folder':
    'ฉบับร่างเลิกอนุญาต{use, select, training {การฝึก AI} answers {การใช้ในคำตอบของ AI} other {การค้นหา}}สำหรับ Crawler {count, plural, other {# ตัว}} ใน {folder}',
  'use.draft.stops-allowing.urls':
    'ฉบับร่างเลิกอนุญาต{use, select, training {การฝึก AI} answers {การใช้ในคำตอบของ AI} other {การค้นหา}}สำหรับ Crawler {count, plural, other {# ตัว}} ใน {urls, plural, other {# URL}}',
  'use.draft.starts-allowing.folder':
    'ฉบับร่างเริ่มอนุญาต{use, select, training {การฝึก AI} answers {การใช้ในคำตอบของ AI} other {การค้นหา}}สำหรับ Crawler {count, plural, other {# ตัว}} ใน {folder}',
  'use.draft.starts-allowing.urls':
    'ฉบับร่างเริ่มอนุญาต{use, select, training {การฝึก AI} answers {การใช้ในคำตอบของ AI} other {การค้นหา}}สำหรับ Crawler {count, plural, other {# ตัว}} ใน {urls, plural, other {# URL}}',
  'use.draft.note': 'ความต้องการที่ระบุไว้เกี่ยวกับการใช้งาน robots.txt ไม่ได้ผูกมัด Crawler ใดให้ทำตาม',
} as const satisfies CatalogOf<AiUseMessages>;
