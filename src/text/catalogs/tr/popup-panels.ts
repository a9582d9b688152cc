/**
 * Turkish: the crawler matrix, find in the robots.txt view, the diagnostics
 * summary, in the words of Google's Turkish page (docs/translation-glossary.md):
 * tarayıcı for crawler, satır for line, izin verilir / izin verilmez. Google
 * calls AdsBot and friends "özel durum tarayıcıları"; the person's own
 * profiles are "kendi tanımladıklarınız", so "özel" does not name both.
 */
import type { CatalogOf } from '../../messages/index.ts';
import type { PopupPanelsMessages } from '../../messages/popup-panels.ts';

export default {
  'matrix.title': 'Tüm tarayıcılar',
  'matrix.count': 'izin verilen: {allowed, number}/{total, number}',
  'matrix.group':
    '{group, select, search {Arama motorları} google_special {Google’ın özel durum tarayıcıları} ai_training {Yapay zeka eğitimi} ' +
    'ai_search {Yapay zeka araması ve asistanlar} user_triggered {Kullanıcının isteğiyle getirenler} seo {SEO araçları} social {Sosyal medya önizlemeleri} ads {Reklamlar} coccoc {Coc Coc} other {Kendi tanımladıklarınız}}',
  'matrix.state.allowed': 'İzin verilir',
  'matrix.state.disallowed': 'İzin verilmez',
  'matrix.state.unreachable': 'Şimdilik izin verilmez',
  'matrix.line': '{line, number, ::integer group-off}. satır',
  'matrix.cell.label':
    '{crawler}: {state, select, allowed {izin verilir} disallowed {izin verilmez} other {şimdilik izin verilmez}}' +
    '{line, plural, =0 {} other {, {line, number, ::integer group-off}. satır}}. Bu tarayıcıyı seçin.',
  'matrix.cell.chosen': 'Seçili tarayıcı: {crawler}.',
  'find.label': 'robots.txt dosyasında bul',
  'find.placeholder': 'robots.txt dosyasında bul',
  'find.count': '{current, number}/{total, number}{capped, select, yes {+} other {}}',
  'find.none': 'Eşleşme yok',
  'find.previous': 'Önceki eşleşme',
  'find.next': 'Sonraki eşleşme',
  'find.clear': 'Aramayı temizle',
  'diagnostics.show': '{count, plural, one {Bulguyu göster} other {# bulgunun tümünü göster}}',
  'diagnostics.hide': 'Bulguları gizle',
} as const satisfies CatalogOf<PopupPanelsMessages>;
