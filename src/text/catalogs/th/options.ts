/** Thai: the options page, keeping the loanwords Google's Thai page keeps in Latin (Crawler, User Agent). */
import type { CatalogOf } from '../../messages/index.ts';
import type { OptionsMessages } from '../../messages/options.ts';

export default {
  'options.title': 'ตัวเลือกของ Robots Lens',
  'options.loading': 'กำลังอ่านการตั้งค่า…',

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

  'options.shortcut.heading': 'แป้นพิมพ์ลัด',
  'options.shortcut.opens': 'แป้นพิมพ์ลัดที่เปิดป๊อปอัปของ Robots Lens บนหน้าที่คุณเปิดอยู่:',
  'options.shortcut.none': 'ยังไม่ได้ตั้งแป้นพิมพ์ลัด (ส่วนขยายอื่นหรือเบราว์เซอร์อาจใช้แป้นที่แนะนำไปแล้ว) ป๊อปอัปเปิดได้จากปุ่มบนแถบเครื่องมือ',
  'options.shortcut.unknown': 'เบราว์เซอร์ไม่ได้บอกว่าแป้นพิมพ์ลัดใดเปิดป๊อปอัป',
  'options.shortcut.hint-chrome': 'Chrome เก็บแป้นพิมพ์ลัดของทุกส่วนขยายไว้ในหน้าของตัวเอง chrome://extensions/shortcuts ปุ่มนี้จะเปิดหน้านั้น',
  'options.shortcut.hint-firefox': 'Firefox เก็บไว้ในตัวจัดการส่วนเสริม: ⚙ → Manage Extension Shortcuts ปุ่มนี้จะเปิดส่วนนั้น',
  'options.shortcut.change': 'เปลี่ยนแป้นพิมพ์ลัด',
  'options.shortcut.field': 'แป้นพิมพ์ลัดใหม่',
  'options.shortcut.save': 'ตั้งค่า',
  'options.shortcut.reset': 'กลับไปใช้ค่าเริ่มต้น',
  'options.shortcut.saved': 'บันทึกแล้ว แป้นพิมพ์ลัดด้านบนคือแป้นที่เบราว์เซอร์ใช้อยู่ตอนนี้',
  'options.shortcut.failed': 'ตั้งค่าไม่ได้: {error}',
} as const satisfies CatalogOf<OptionsMessages>;
