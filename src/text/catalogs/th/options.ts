/** Thai: the options page, keeping the loanwords Google's Thai page keeps in Latin (Crawler, User Agent). */
import type { CatalogOf } from '../../messages/index.ts';
import type { OptionsMessages } from '../../messages/options.ts';

export default {
  'options.title': 'ตัวเลือกของ Robots Lens',
  'options.loading': 'กำลังอ่านการตั้งค่า…',

  'options.default.heading': 'Crawler เริ่มต้น',
  'options.default.hint':
    'ป้ายบนแถบเครื่องมือแสดงผลการตัดสินของ Crawler นี้สำหรับทุกหน้า และป๊อปอัปจะเปิดด้วย Crawler นี้ การเลือก Crawler อื่นในป๊อปอัปจะเปลี่ยนค่านี้ด้วย',
  'options.default.label': 'Crawler',

  'options.profiles.heading': 'Crawler ที่กำหนดเอง',
  'options.profiles.hint':
    'สำหรับ Crawler ที่ไม่มีในรายการ เช่น บอทของคุณเอง Crawler ด้าน SEO ของผู้ให้บริการ หรือชื่อ User Agent ที่คุณต้องการทดสอบ Crawler เหล่านี้จะแสดงในป๊อปอัปภายใต้ “กำหนดเอง”',
  'options.profiles.none': 'ยังไม่มี Crawler ที่กำหนดเอง',
  'options.profiles.default-tag': 'ค่าเริ่มต้น',
  'options.profiles.ignores-global': 'ไม่สนใจ User-agent: *',
  'options.profiles.edit': 'แก้ไข',
  'options.profiles.edit-label': 'แก้ไข {name}',
  'options.profiles.delete': 'ลบ',
  'options.profiles.delete-label': 'ลบ {name}',
  'options.profiles.add': 'เพิ่ม Crawler',

  'options.form.new-heading': 'โปรไฟล์ Crawler ใหม่',
  'options.form.edit-heading': 'แก้ไข “{name}”',
  'options.form.edit-heading-unnamed': 'แก้ไขโปรไฟล์',
  'options.form.name': 'ชื่อ',
  'options.form.name-placeholder': 'เช่น บอทสำหรับเว็บไซต์ทดสอบของเรา',
  'options.form.tokens': 'ชื่อ User Agent',
  'options.form.tokens-placeholder': 'เช่น mybot, googlebot',
  'options.form.tokens-hint': 'คั่นด้วยเครื่องหมายจุลภาค และลองตามลำดับ ระบบจะใช้ชื่อแรกที่มีกลุ่มใน robots.txt ระบุไว้',
  'options.form.tokens-hint-order': 'คั่นด้วยเครื่องหมายจุลภาค และลองตามลำดับ ระบบจะใช้ชื่อแรกที่มีกลุ่มใน robots.txt ระบุไว้ (ในที่นี้คือ {tokens})',
  'options.form.engine': 'อ่าน robots.txt แบบ',
  'options.form.engine-google': 'Google (RFC 9309 ชื่อต้องตรงกันทุกตัวอักษร)',
  'options.form.engine-coccoc': 'Coc Coc (คำนำหน้าที่เจาะจงที่สุด และทำตาม Crawl-delay)',
  'options.form.ignore-global': 'ไม่สนใจกลุ่ม “User-agent: *”',
  'options.form.ignore-global-hint': 'เหมือน AdsBot คือจะมีผลเฉพาะกลุ่มที่ระบุชื่อใดชื่อหนึ่งของ Crawler นี้',
  'options.form.add': 'เพิ่มโปรไฟล์',
  'options.form.save': 'บันทึกการเปลี่ยนแปลง',
  'options.form.cancel': 'ยกเลิก',

  'options.problem.no-name': 'โปรไฟล์ต้องมีชื่อ',
  'options.problem.no-token': 'โปรดระบุชื่อ User Agent อย่างน้อยหนึ่งชื่อ',
  'options.problem.unreadable-token':
    '“{token}” มีอักขระที่ Google ไม่อ่านในชื่อ User Agent (อ่านเฉพาะตัวอักษรภาษาอังกฤษ เครื่องหมาย “-” และ “_”) จึงไม่ตรงกับกลุ่มใดเลย',
  'options.problem.preset-name': '“{name}” เป็นโปรไฟล์ที่มีอยู่แล้ว โปรดเลือกชื่ออื่น',
  'options.problem.taken-name': 'คุณมีโปรไฟล์ชื่อ “{name}” อยู่แล้ว',
  'options.problem.duplicate-token': '“{token}” ถูกระบุซ้ำสองครั้ง',

  'options.cookies.heading': 'เว็บไซต์ทดสอบที่ต้องเข้าสู่ระบบ',
  'options.cookies.label': 'ส่งคุกกี้ของเบราว์เซอร์นี้เมื่อดึง robots.txt',
  'options.cookies.hint':
    'เปิดตัวเลือกนี้เฉพาะเมื่อต้องการตรวจสอบเว็บไซต์ทดสอบหรือเว็บไซต์พรีวิวที่ตอบกลับ robots.txt ด้วยหน้าเข้าสู่ระบบ (หรือ 401/403) เมื่อคุณยังไม่ได้เข้าสู่ระบบ Crawler ไม่เคยส่งคุกกี้ ดังนั้นเมื่อเปิดตัวเลือกนี้ Robots Lens อาจเห็น robots.txt ที่ต่างจากที่ Googlebot เห็น ป๊อปอัปจะแจ้งเมื่อมีการส่งคุกกี้ ค่าเริ่มต้นคือปิด',

  'options.cache.heading': 'แคช',
  'options.cache.hint':
    'Robots Lens เก็บ robots.txt ของแต่ละเว็บไซต์ไว้นานเท่าที่ Google เก็บ (สูงสุด 24 ชั่วโมง ตาม Cache-Control) ป้ายและป๊อปอัปจึงตอบได้โดยไม่ต้องดึงใหม่ การล้างแคชจะทำให้การตรวจสอบครั้งถัดไปดึงไฟล์ใหม่',
  'options.cache.reading': 'กำลังอ่านแคช…',
  'options.cache.holds': 'มีข้อมูลของ {sites, plural, other {# เว็บไซต์}} ({size})',
  'options.cache.cleared':
    'ล้างแล้ว ก่อนหน้านี้มีข้อมูลของ {sitesBefore, plural, other {# เว็บไซต์}} ({sizeBefore}) ตอนนี้มี {sitesAfter, plural, other {# เว็บไซต์}} ({sizeAfter})',
  'options.cache.clear': 'ล้างแคช',
  'options.cache.clearing': 'กำลังล้าง…',
  'options.cache.worker-silent': 'Worker เบื้องหลังของ Robots Lens ไม่ตอบกลับ โหลดหน้านี้ใหม่เพื่อลองอีกครั้ง',
  'options.cache.worker-failed': 'Worker เบื้องหลังตอบกลับไม่ได้: {error}',

  'options.saved.default': 'บันทึกแล้ว ป้ายและป๊อปอัปจะใช้ Crawler นี้',
  'options.saved.cookies-on': 'บันทึกแล้ว คำขอ robots.txt จะส่งคุกกี้ของเบราว์เซอร์นี้ไปด้วย รีเฟรชในป๊อปอัปเพื่อดึงใหม่พร้อมคุกกี้',
  'options.saved.cookies-off': 'บันทึกแล้ว คำขอ robots.txt จะส่งโดยไม่มีคุกกี้ เหมือน Crawler จริง',
  'options.saved.profile': 'บันทึก “{name}” แล้ว อยู่ในกลุ่ม “กำหนดเอง” ของป๊อปอัป',
  'options.saved.deleted': 'ลบ “{name}” แล้ว',
  'options.save.failed': 'ไม่ได้บันทึก: {error}',
  'options.read.failed': 'อ่านการตั้งค่าไม่ได้: {error}',
} as const satisfies CatalogOf<OptionsMessages>;
