/** ภาษาไทย: การเปรียบเทียบ HTML ที่เซิร์ฟเวอร์ส่งมากับหน้าเว็บที่แสดงผลแล้ว */
import type { CatalogOf } from '../../messages/index.ts';
import type { ServedHtmlMessages } from '../../messages/served-html.ts';

export default {
  'served.heading': 'HTML ที่เซิร์ฟเวอร์ส่งมาและหน้าเว็บที่แสดงผลแล้ว',
  'served.button': 'เปรียบเทียบกับ HTML ที่เซิร์ฟเวอร์ส่งมา',
  'served.button-again': 'เปรียบเทียบอีกครั้ง',
  'served.running': 'กำลังดึง HTML ที่เซิร์ฟเวอร์ส่งมา…',
  'served.hint': 'ดึงหน้าเว็บนี้อีกครั้งและเปรียบเทียบเมตาแท็ก robots และ Canonical ที่เซิร์ฟเวอร์ส่งมา กับหน้าเว็บที่แสดงอยู่ที่นี่หลังจาก JavaScript ทำงานแล้ว',
  'served.agree': 'HTML ที่เซิร์ฟเวอร์ส่งมาและหน้าเว็บที่แสดงผลแล้วตรงกัน: เมตาแท็ก robots, Canonical และ X-Robots-Tag เหมือนกัน',
  'served.meta':
    '{change, select, added {JavaScript เพิ่มเมตาแท็ก “{name}”: {rendered}} removed {JavaScript ลบเมตาแท็ก “{name}” ออก ที่เซิร์ฟเวอร์ส่งมาคือ {served}} other {JavaScript เปลี่ยนเมตาแท็ก “{name}”: เซิร์ฟเวอร์ส่ง {served} หลังแสดงผลเป็น {rendered}}}{scope, select, other { (สำหรับ Crawler อื่น)} mine {}}',
  'served.canonical':
    '{change, select, added {JavaScript เพิ่ม Canonical: {rendered}} removed {JavaScript ลบ Canonical ออก ที่เซิร์ฟเวอร์ส่งมาคือ {served}} other {JavaScript เปลี่ยน Canonical: เซิร์ฟเวอร์ส่ง {served} หลังแสดงผลเป็น {rendered}}}',
  'served.header':
    'X-Robots-Tag ของคำขอนี้: {hasServed, select, yes {{served}} other {ไม่มี}} ของการตอบกลับเดิมของหน้าเว็บ: {hasTab, select, yes {{tab}} other {ไม่มี}}',
  'served.meaning.noindex-removed-by-script':
    'HTML ที่เซิร์ฟเวอร์ส่งมาระบุ noindex และสคริปต์ลบออก Google อ่าน HTML ที่เซิร์ฟเวอร์ส่งมาก่อน และอาจไม่แสดงผลหน้าเว็บที่ระบุ noindex ไว้ในนั้น {crawler} จึงไม่จัดทำดัชนีหน้านี้ การลบ noindex ด้วย JavaScript ไม่ช่วยอะไร',
  'served.meaning.noindex-added-by-script':
    'มีเพียงสคริปต์ที่เพิ่ม noindex {crawler} จะเห็นก็ต่อเมื่อแสดงผลหน้าเว็บ ซึ่งอาจเกิดขึ้นภายหลังหรือไม่เกิดขึ้นเลย ระหว่างนั้นหน้าเว็บอาจถูกจัดทำดัชนีได้ หากหน้าเว็บต้องอยู่นอกดัชนี ให้ใส่ noindex ไว้ใน HTML ที่เซิร์ฟเวอร์ส่งมา',
  'served.meaning.nofollow-removed-by-script':
    'HTML ที่เซิร์ฟเวอร์ส่งมาระบุ nofollow และสคริปต์ลบออก Google อ่านกฎใน HTML ที่เซิร์ฟเวอร์ส่งมาก่อน การเปลี่ยนกฎด้วย JavaScript อาจไม่ได้ผลตามที่คาดไว้สำหรับ {crawler}',
  'served.meaning.nofollow-added-by-script':
    'มีเพียงสคริปต์ที่เพิ่ม nofollow {crawler} จะเห็นก็ต่อเมื่อแสดงผลหน้าเว็บ ก่อนหน้านั้นลิงก์ใน HTML ที่เซิร์ฟเวอร์ส่งมาอาจถูกติดตาม',
  'served.meaning.rules-changed-by-script':
    'สคริปต์เปลี่ยนกฎ robots สำหรับ {crawler} การเปลี่ยนเมตาแท็ก robots ด้วย JavaScript อาจไม่ได้ผลตามที่คาดไว้ ควรส่งกฎที่ต้องการไว้ใน HTML',
  'served.meaning.canonical-added-by-script':
    'มีเพียงสคริปต์ที่เพิ่ม Canonical Google จะรับรู้เมื่อแสดงผลหน้าเว็บ การใส่ไว้ใน HTML ที่เซิร์ฟเวอร์ส่งมาจะเชื่อถือได้มากกว่า',
  'served.meaning.canonical-removed-by-script':
    'สคริปต์ลบ Canonical ที่เซิร์ฟเวอร์ส่งมา Google อ่านค่าที่เซิร์ฟเวอร์ส่งมาก่อนจึงอาจยังใช้ค่านั้นอยู่ หน้าเว็บทั้งสองแบบให้สัญญาณที่ต่างกัน',
  'served.meaning.canonical-changed-by-script':
    'สคริปต์เปลี่ยน Canonical Google อาจใช้ค่าใดค่าหนึ่ง Canonical ที่ขัดแย้งกันอาจทำให้ได้ผลลัพธ์ที่ไม่คาดคิด จึงควรส่งค่าที่ต้องการมาจากเซิร์ฟเวอร์',
  'served.meaning.header-differs':
    'เซิร์ฟเวอร์ส่ง X-Robots-Tag ให้คำขอนี้ต่างจากการตอบกลับเดิมของหน้าเว็บ เซิร์ฟเวอร์ตอบกลับต่างกันในแต่ละคำขอ และ Googlebot อาจได้รับการตอบกลับแบบอื่นอีก',
  'served.note.status':
    'คำขอนี้ได้รับรหัสสถานะ HTTP {status, number, ::integer group-off} ซึ่งไม่ใช่การตอบกลับที่สำเร็จ HTML ที่เปรียบเทียบเป็นของการตอบกลับนั้น ซึ่งอาจไม่ใช่หน้าเว็บที่แสดงอยู่ที่นี่',
  'served.note.redirected': 'คำขอนี้ถูกเปลี่ยนเส้นทาง ({count, plural, other {# ครั้ง}}) ไปยัง {url} และเปรียบเทียบ HTML ของที่นั่น',
  'served.note.cut': 'อ่าน HTML ที่เซิร์ฟเวอร์ส่งมาเพียง {size} แรก แท็กที่อยู่หลังจากนั้นจะนับว่า JavaScript เป็นผู้เพิ่ม',
  'served.note.who':
    '{cookies, select, include {เบราว์เซอร์นี้เพิ่งดึงมา พร้อมคุกกี้ของคุณสำหรับเว็บไซต์นี้} other {เบราว์เซอร์นี้เพิ่งดึงมา โดยไม่มีคุกกี้}} Googlebot อาจได้รับ HTML ที่ต่างออกไป',
  'served.failed.no-page': 'แท็บนี้ไม่มีหน้าเว็บให้เปรียบเทียบ',
  'served.failed.not-readable': 'เบราว์เซอร์ไม่อนุญาตให้ส่วนขยายอ่านหน้านี้ จึงไม่มีอะไรให้เปรียบเทียบ',
  'served.failed.refused':
    '{reason, select, scheme {ไม่ได้เปรียบเทียบ: หน้าเว็บเปลี่ยนเส้นทางไปยัง {target} ซึ่งไม่ใช่ที่อยู่เว็บ} private {ไม่ได้เปรียบเทียบ: หน้าเว็บสาธารณะนี้เปลี่ยนเส้นทางไปยัง {target} ซึ่งเป็นที่อยู่ในคอมพิวเตอร์หรือเครือข่ายของคุณ Robots Lens ไม่ส่งคำขอไปที่นั่น} other {ไม่ได้เปรียบเทียบ: หน้าเว็บเปลี่ยนเส้นทาง แต่เบราว์เซอร์ไม่ได้บอกว่าไปที่ใด}}',
  'served.failed.too-many-redirects': 'ไม่ได้เปรียบเทียบ: เปลี่ยนเส้นทางเกิน {count, plural, other {# ครั้ง}} มากกว่าที่ Google ติดตาม',
  'served.failed.timeout': 'ไม่ได้เปรียบเทียบ: เว็บไซต์ไม่ตอบกลับภายใน {seconds, plural, other {# วินาที}}',
  'served.failed.network-error': 'ไม่ได้เปรียบเทียบ: เว็บไซต์ไม่ตอบกลับ (ข้อผิดพลาดของเครือข่าย)',
  'served.failed.not-html': 'ไม่ได้เปรียบเทียบ: เซิร์ฟเวอร์ส่ง {type} ไม่ใช่ HTML จึงไม่มีเมตาแท็กให้อ่าน',
  'served.failed.too-large': 'ไม่ได้เปรียบเทียบ: ส่วน head ของ HTML ที่เซิร์ฟเวอร์ส่งมาไม่สิ้นสุดภายใน {size} แรก ซึ่งเป็นปริมาณที่ Robots Lens อ่าน',
} as const satisfies CatalogOf<ServedHtmlMessages>;
