/** Thai: the popup page's own words (polite neutral register, "คุณ" for the reader, no sentence-final full stop). */
import type { CatalogOf } from '../../messages/index.ts';
import type { PopupMessages } from '../../messages/popup.ts';

export default {
  'popup.state.not-applicable':
    'Robots Lens ตรวจสอบหน้าเว็บ http และ https เปิดหน้าเว็บแล้วคลิกปุ่ม Robots Lens อีกครั้ง เพื่อดูว่า Crawler ที่คุณเลือกดึงหน้านั้นได้หรือไม่ และบรรทัดใดของ robots.txt เป็นตัวตัดสิน',
  'popup.state.error-page-known': 'ยังไม่มีข้อมูลเกี่ยวกับ robots.txt ของหน้านี้ ข้อผิดพลาดด้านบนเป็นของ Robots Lens เอง ไม่ใช่ของเว็บไซต์',
  'popup.state.error-page-unknown': 'Robots Lens ไม่ทราบว่านี่คือหน้าใด',
  'popup.state.retry': 'ลองอีกครั้ง',
  'popup.state.no-address': 'เบราว์เซอร์ไม่อนุญาตให้ส่วนขยายอ่านที่อยู่ของแท็บนี้ (หน้าของเบราว์เซอร์เองและหน้าของส่วนขยายอื่น) จึงไม่มี robots.txt ให้ตรวจสอบ',

  'popup.error.bad-tab': '“{tab}” ไม่ใช่หมายเลขแท็บ',
  'popup.error.worker-timeout': 'Worker เบื้องหลังของ Robots Lens ไม่ตอบกลับภายใน {seconds, plural, other {# วินาที}}',
  'popup.error.worker-silent': 'Worker เบื้องหลังของ Robots Lens ไม่ตอบกลับ อาจกำลังเริ่มทำงานใหม่ โปรดลองอีกครั้งในอีกสักครู่',
  'popup.error.failed-detail': 'เกิดข้อผิดพลาดขณะตรวจสอบหน้านี้: {detail}',
  'popup.error.failed': 'เกิดข้อผิดพลาดขณะตรวจสอบหน้านี้',
  'popup.error.evaluation-failed-detail': 'Robots Lens ประเมิน robots.txt นี้ไม่ได้: {detail}',
  'popup.error.evaluation-failed': 'Robots Lens ประเมิน robots.txt นี้ไม่ได้',
} as const satisfies CatalogOf<PopupMessages>;
