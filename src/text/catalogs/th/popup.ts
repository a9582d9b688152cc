/** Thai: the popup page's own words (polite neutral register, "คุณ" for the reader, no sentence-final full stop). */
import type { CatalogOf } from '../../messages/index.ts';
import type { PopupMessages } from '../../messages/popup.ts';

export default {
  'popup.error.bad-tab': '“{tab}” ไม่ใช่หมายเลขแท็บ',
  'popup.error.worker-timeout': 'Worker เบื้องหลังของ Robots Lens ไม่ตอบกลับภายใน {seconds, plural, other {# วินาที}}',
  'popup.error.worker-silent': 'Worker เบื้องหลังของ Robots Lens ไม่ตอบกลับ อาจกำลังเริ่มทำงานใหม่ โปรดลองอีกครั้งในอีกสักครู่',
  'popup.error.failed-detail': 'เกิดข้อผิดพลาดขณะตรวจสอบหน้านี้: {detail}',
  'popup.error.failed': 'เกิดข้อผิดพลาดขณะตรวจสอบหน้านี้',
} as const satisfies CatalogOf<PopupMessages>;
