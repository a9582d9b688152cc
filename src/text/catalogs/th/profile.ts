/**
 * Thai: crawler profiles and the crawler picker, as Google's Thai page writes
 * (docs/translation-glossary.md): Crawler, กลุ่ม, ชื่อ User Agent; product and
 * company names stay in Latin; no particles.
 */
import type { CatalogOf } from '../../messages/index.ts';
import type { ProfileMessages } from '../../messages/profile.ts';

export default {
  'profile.description.googlebot': 'Crawler หลักของ Google Search (สมาร์ทโฟนและเดสก์ท็อปใช้ชื่อเดียวกัน)',
  'profile.description.googlebot-image': 'ทำการ Crawl รูปภาพให้ Google Images และใช้กลุ่มของ Googlebot เมื่อไม่มีกลุ่มของตัวเอง',
  'profile.description.googlebot-video': 'ทำการ Crawl วิดีโอให้ Google และใช้กลุ่มของ Googlebot เมื่อไม่มีกลุ่มของตัวเอง',
  'profile.description.googlebot-news': 'ทำการ Crawl ข่าวให้ Google News และใช้กลุ่มของ Googlebot เมื่อไม่มีกลุ่มของตัวเอง',
  'profile.description.google-inspectiontool': 'ใช้โดยเครื่องมือตรวจสอบ URL ของ Search Console และ Rich Results Test',
  'profile.description.storebot-google': 'ทำการ Crawl ให้ Google Shopping และไม่ใช้กลุ่มของ Googlebot แทน',
  'profile.description.googleother': 'Crawler ทั่วไปของ Google สำหรับทีมผลิตภัณฑ์และการวิจัย',
  'profile.description.googleother-image': 'GoogleOther สำหรับรูปภาพ ใช้กลุ่มของ GoogleOther เมื่อไม่มีกลุ่มของตัวเอง',
  'profile.description.googleother-video': 'GoogleOther สำหรับวิดีโอ ใช้กลุ่มของ GoogleOther เมื่อไม่มีกลุ่มของตัวเอง',
  'profile.description.google-extended': 'เป็นเพียงชื่อใน robots.txt (ไม่ส่งคำขอใดๆ) ใช้ควบคุมการนำเนื้อหาไปใช้ฝึกและอ้างอิงข้อมูลให้ Gemini',
  'profile.description.adsbot-google': 'ตรวจสอบหน้า Landing Page ของโฆษณา และละเว้นกลุ่ม “User-agent: *”',
  'profile.description.adsbot-google-mobile': 'ตรวจสอบหน้า Landing Page ของโฆษณาบนอุปกรณ์เคลื่อนที่ และละเว้นกลุ่ม “User-agent: *”',
  'profile.description.mediapartners-google': 'Crawler ของ AdSense ละเว้นกลุ่ม “User-agent: *”',
  'profile.description.apis-google': 'ส่งข้อความ Push สำหรับ Google API และละเว้นกลุ่ม “User-agent: *”',
  'profile.description.bingbot': 'Crawler สำหรับการค้นหาของ Bing ปฏิบัติตาม crawl-delay',
  'profile.description.applebot': 'การค้นหาของ Siri และ Spotlight ใช้กลุ่มของ Googlebot เมื่อไม่มีกลุ่มของตัวเอง',
  'profile.description.duckduckbot': 'Crawler สำหรับการค้นหาของ DuckDuckGo',
  'profile.description.yandexbot': 'Crawler สำหรับการค้นหาของ Yandex',
  'profile.description.baiduspider': 'Crawler สำหรับการค้นหาของ Baidu',
  'profile.description.gptbot': 'รวบรวมเนื้อหาที่อาจนำไปใช้ฝึกโมเดลของ OpenAI',
  'profile.description.oai-searchbot': 'ค้นหาหน้าเว็บเพื่อแสดงและลิงก์ในการค้นหาของ ChatGPT',
  'profile.description.chatgpt-user': 'ดึงหน้าเว็บเมื่อผู้ใช้ ChatGPT ขอ',
  'profile.description.claudebot': 'รวบรวมเนื้อหาที่อาจนำไปใช้ฝึกโมเดลของ Anthropic',
  'profile.description.claude-searchbot': 'จัดทำดัชนีหน้าเว็บเพื่อปรับปรุงผลการค้นหาของ Claude',
  'profile.description.claude-user': 'ดึงหน้าเว็บเมื่อผู้ใช้ Claude ขอ',
  'profile.description.perplexitybot': 'จัดทำดัชนีหน้าเว็บเพื่อแสดงและลิงก์ในคำตอบของ Perplexity',
  'profile.description.ccbot': 'สร้างชุดข้อมูลแบบเปิด Common Crawl ซึ่งนิยมใช้ฝึกโมเดล AI',
  'profile.description.applebot-extended': 'เป็นเพียงชื่อใน robots.txt ใช้ควบคุมการนำเนื้อหาไปฝึกโมเดล AI ของ Apple',
  'profile.description.meta-externalagent': 'รวบรวมเนื้อหาเพื่อฝึกโมเดล AI ของ Meta',
  'profile.description.amazonbot': 'ปรับปรุงบริการของ Amazon เช่น คำตอบของ Alexa',
  'profile.description.bytespider': 'รวบรวมเนื้อหาที่อาจนำไปใช้ฝึกโมเดลของ ByteDance',
  'profile.description.coccocbot-web':
    'Crawler สำหรับการค้นหาเว็บของ Coc Coc อ่าน robots.txt ตาม user-agent ที่เจาะจงที่สุด และปฏิบัติตาม crawl-delay ได้สูงสุด {maxDelay, number} วินาที',
  'profile.description.coccocbot-image':
    'Crawler สำหรับรูปภาพของ Coc Coc อ่าน robots.txt ตาม user-agent ที่เจาะจงที่สุด และปฏิบัติตาม crawl-delay ได้สูงสุด {maxDelay, number} วินาที',
  'profile.description.custom':
    'โปรไฟล์ของคุณ: ลองใช้ {tokens} ตามลำดับ{ignoresGlobal, select, yes { และไม่ใช้กลุ่ม “User-agent: *” เลย} other {}}{engine, select, coccoc { (อ่านแบบ Coc Coc)} other {}}',
  'profile.description.token': 'ชื่อ User Agent “{token}” ตามที่ระบุ',

  'profile.purpose.search': 'จัดทำดัชนีสำหรับการค้นหา',
  'profile.purpose.ai-training': 'ฝึกโมเดล AI',
  'profile.purpose.ai-search': 'การค้นหาและคำตอบด้วย AI',
  'profile.purpose.ads': 'คุณภาพโฆษณา',
  'profile.purpose.user-triggered': 'ดึงข้อมูลตามคำขอของผู้ใช้',
  'profile.purpose.other': 'อื่นๆ',
  'profile.category.google': 'Google',
  'profile.category.search': 'เครื่องมือค้นหาอื่นๆ',
  'profile.category.ai': 'Crawler ของ AI',
  'profile.category.coccoc': 'Coc Coc',
  'profile.category.custom': 'กำหนดเอง',
  'profile.engine.google': 'Google (RFC 9309 ตามที่ Google อ่าน)',
  'profile.engine.coccoc': 'Coc Coc',

  'profile.problem.no-name': 'โปรไฟล์ต้องมีชื่อ',
  'profile.problem.no-token': 'ระบุชื่อ User Agent อย่างน้อยหนึ่งชื่อ',
  'profile.problem.token-unreadable': '“{token}” มีอักขระที่ Google ไม่เคยอ่านในชื่อ User Agent (อ่านเฉพาะตัวอักษร “-” และ “_”) จึงจับคู่กับกลุ่มใดไม่ได้',
  'profile.problem.preset-name': '“{name}” เป็นโปรไฟล์สำเร็จรูปอยู่แล้ว โปรดเลือกชื่ออื่น',
  'profile.problem.duplicate-name': 'คุณมีโปรไฟล์ชื่อ “{name}” อยู่แล้ว',
  'profile.problem.duplicate-token': '“{token}” ถูกระบุซ้ำสองครั้ง',

  'profile.picker.label': 'Crawler',
  'profile.facts.custom-operator': 'โปรไฟล์ที่กำหนดเอง',
  'profile.facts.tokens-title': 'ชื่อ User Agent ที่ลองใช้ตามลำดับ',
  'profile.default.heading': 'Crawler เริ่มต้น',
  'profile.default.hint':
    'ป้ายบนแถบเครื่องมือแสดงผลการตัดสินของ Crawler นี้สำหรับทุกหน้าเว็บ และป๊อปอัปจะเปิดด้วย Crawler นี้ การเลือก Crawler อื่นในป๊อปอัปจะเปลี่ยนค่านี้ด้วย',
  'profile.default.label': 'Crawler',
  'profile.default.facts': '{operator} · {purpose} · {description}',
  'profile.default.facts-custom': 'กำหนดเอง · {description}',
  'profile.custom.heading': 'Crawler ที่กำหนดเอง',
  'profile.custom.hint':
    'สำหรับ Crawler ที่ไม่มีในรายการ เช่น บอทของคุณเอง Crawler ด้าน SEO ของผู้ให้บริการ หรือชื่อที่คุณต้องการทดสอบ โดยจะแสดงในป๊อปอัปใต้หัวข้อ “กำหนดเอง”',
  'profile.custom.empty': 'ยังไม่มี Crawler ที่กำหนดเอง',
  'profile.custom.default-badge': 'ค่าเริ่มต้น',
  'profile.custom.ignores-global': 'ละเว้น User-agent: *',
  'profile.custom.edit': 'แก้ไข',
  'profile.custom.edit-label': 'แก้ไข {name}',
  'profile.custom.delete': 'ลบ',
  'profile.custom.delete-label': 'ลบ {name}',
  'profile.custom.add': 'เพิ่ม Crawler',

  'profile.form.heading-new': 'โปรไฟล์ Crawler ใหม่',
  'profile.form.heading-edit': 'แก้ไข “{name}”',
  'profile.form.heading-edit-unnamed': 'แก้ไขโปรไฟล์',
  'profile.form.name': 'ชื่อ',
  'profile.form.name-placeholder': 'เช่น บอทสำหรับเว็บทดสอบของเรา',
  'profile.form.tokens': 'ชื่อ User Agent',
  'profile.form.tokens-placeholder': 'เช่น mybot, googlebot',
  'profile.form.tokens-hint': 'คั่นด้วยเครื่องหมายจุลภาค และลองตามลำดับ ระบบจะใช้ชื่อแรกที่มีกลุ่มใน robots.txt',
  'profile.form.tokens-hint-order': 'คั่นด้วยเครื่องหมายจุลภาค และลองตามลำดับ ระบบจะใช้ชื่อแรกที่มีกลุ่มใน robots.txt (ในที่นี้คือ {tokens} ตามลำดับนี้)',
  'profile.form.engine': 'อ่าน robots.txt แบบ',
  'profile.form.engine.google': 'Google (RFC 9309 ชื่อต้องตรงกันทุกตัวอักษร)',
  'profile.form.engine.coccoc': 'Coc Coc (คำนำหน้าที่เจาะจงที่สุด ปฏิบัติตาม crawl-delay)',
  'profile.form.ignore-global': 'ละเว้นกลุ่ม “User-agent: *”',
  'profile.form.ignore-global-hint': 'เช่นเดียวกับ AdsBot ใช้เฉพาะกลุ่มที่ระบุชื่อใดชื่อหนึ่งของ Crawler นี้',
  'profile.form.add': 'เพิ่มโปรไฟล์',
  'profile.form.save': 'บันทึกการเปลี่ยนแปลง',
  'profile.form.cancel': 'ยกเลิก',

  'profile.problem.hidden':
    '{field, select, name {ชื่อ} other {ชื่อ User Agent}} “{text}” มี {codePoint} ซึ่งเป็นอักขระที่มองไม่เห็น (เช่น การขึ้นบรรทัดใหม่ ช่องว่างความกว้างศูนย์ หรือเครื่องหมายทิศทาง) โปรดลบออก เพราะทำให้ข้อความต่างจากที่เห็น',
  'profile.problem.edge-space': '{field, select, name {ชื่อ} other {ชื่อ User Agent}} “{text}” ขึ้นต้นหรือลงท้ายด้วยช่องว่าง โปรดลบช่องว่างนั้น',
  'profile.problem.lookalike':
    '{field, select, name {ชื่อ} other {ชื่อ User Agent}} “{text}” ใช้อักขระเต็มความกว้างหรืออักขระที่หน้าตาคล้ายกัน โปรดพิมพ์ “{plain}” แทน',
} as const satisfies CatalogOf<ProfileMessages>;
