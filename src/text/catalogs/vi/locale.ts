/** Vietnamese: the language picker (the words from docs/translation-glossary.md). */
import type { CatalogOf } from '../../messages/index.ts';
import type { LocaleMessages } from '../../messages/locale.ts';

export default {
  'locale.heading': 'Ngôn ngữ',
  'locale.hint':
    'Cửa sổ bật lên, trang này và dòng chú thích của biểu tượng trên thanh công cụ dùng ngôn ngữ này. Chế độ Tự động dùng ngôn ngữ của trình duyệt.',
  'locale.label': 'Hiển thị Robots Lens bằng',
  'locale.auto': 'Tự động (ngôn ngữ của trình duyệt: {language})',
  'locale.auto-unnamed': 'Tự động (ngôn ngữ của trình duyệt)',
  'locale.failed': 'Không lưu được ngôn ngữ.',
} as const satisfies CatalogOf<LocaleMessages>;
