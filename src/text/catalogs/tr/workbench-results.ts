/**
 * Turkish: the workbench's results. Words from docs/translation-glossary.md
 * (Google's page): "tarayıcı", "robots.txt dosyası", "satır", "izin verilir" /
 * "izin verilmez"; "siz" forms. Not in the seeds; chosen: "taslak" (the
 * draft), "yayındaki dosya" (the live file). The noun after a number stays
 * singular, so both plural branches read alike.
 */
import type { CatalogOf } from '../../messages/index.ts';
import type { WorkbenchResultsMessages } from '../../messages/workbench-results.ts';

const VERDICT =
  '{verdict, select, allowed {İzin verilir} disallowed {İzin verilmez} other_site {Değerlendirilmedi} other {Şimdilik izin verilmez}}';
const STATE = (arg: string) =>
  `{${arg}, select, allowed {izin verilir} disallowed {izin verilmez} other_site {değerlendirilmedi (başka site)} other {şimdilik izin verilmez}}`;

export default {
  'workbench-results.title': 'Sonuçlar',
  'workbench-results.view.label': 'Görünüm',
  'workbench-results.view.table': 'Tek tarayıcı',
  'workbench-results.view.matrix': 'Tüm tarayıcılar',

  'workbench-results.filter.label': 'Göster',
  'workbench-results.filter.option':
    '{filter, select, all {Tüm URL’ler} disallowed {İzin verilmeyen URL’ler} allowed {İzin verilen URL’ler} other {Taslağın değiştirdiği URL’ler}}',
  'workbench-results.side.label': 'Kararlar',
  'workbench-results.side.option': '{file, select, live {Yayındaki dosyaya göre} other {Taslağa göre}}',
  'workbench-results.search.label': 'URL ara',
  'workbench-results.search.placeholder': 'URL’nin bir kısmı',

  'workbench-results.table.label': '{crawler} için yayındaki dosyaya ve taslağa göre kararlar',
  'workbench-results.column.url': 'URL',
  'workbench-results.column.verdict': '{file, select, live {Yayındaki dosya} other {Taslak}}',
  'workbench-results.column.line': '{file, select, live {Satır (yayında)} other {Satır (taslak)}}',
  'workbench-results.verdict': VERDICT,
  'workbench-results.row.changed': 'Değişti',
  'workbench-results.row.other-origin': 'Başka site',
  'workbench-results.row.other-origin.title':
    'Bu URL başka bir sitede: bu sitenin robots.txt dosyası onu kapsamaz, bu yüzden burada değerlendirilmez.',
  'workbench-results.line.jump':
    '{file, select, live {Yayındaki dosyanın {line, number, ::integer group-off}. satırı} other {Taslağın {line, number, ::integer group-off}. satırı}}: düzenleyicide gösterin',
  'workbench-results.line.none': 'Karar veren satır yok',
  'workbench-results.shown': '{total, plural, one {# URL} other {# URL}} içinden {shown, number} tanesi gösteriliyor',
  'workbench-results.empty.no-urls': 'Test edilecek URL’leri ekleyin; kararları burada görünür.',
  'workbench-results.empty.no-match': 'Bu filtreye ve aramaya uyan URL yok.',
  'workbench-results.pending': 'Değerlendiriliyor…',
  'workbench-results.keys':
    'Yukarı ve aşağı ok tuşları satırlar arasında gezinir, Shift seçimi genişletir, Enter taslağın karar veren satırını düzenleyicide gösterir, Shift+Enter yayındaki dosyanınkini, Ctrl+A gösterilen tüm satırları seçer, Ctrl+C seçili satırları kopyalar.',

  'workbench-results.counts.nothing': 'Taslak, {crawler} için hiçbir getirme kararını değiştirmiyor.',
  'workbench-results.counts.more-disallowed':
    'Taslak, {crawler} için {count, plural, one {# URL’ye daha} other {# URL’ye daha}} izin vermiyor.',
  'workbench-results.counts.more-allowed':
    'Taslak, {crawler} için {count, plural, one {# URL’ye daha} other {# URL’ye daha}} izin veriyor.',
  'workbench-results.counts.other-line':
    '{count, plural, one {# URL’nin kararı aynı kalıyor ancak kararı başka bir satır veriyor.} other {# URL’nin kararı aynı kalıyor ancak kararı başka bir satır veriyor.}}',
  'workbench-results.counts.file':
    '{file, select, live {Yayındaki dosya} other {Taslak}} {allowed, plural, one {# URL’ye} other {# URL’ye}} izin veriyor, {disallowed, plural, one {# URL’ye} other {# URL’ye}} izin vermiyor.',
  'workbench-results.counts.unreachable':
    'Yayındaki robots.txt dosyası alınamadı; Google bu nedenle şimdilik {count, plural, one {# URL’yi} other {# URL’nin tümünü}} izin verilmemiş sayar.',
  'workbench-results.counts.sitemap':
    '{file, select, live {{count, plural, one {Yayındaki dosya, site haritasındaki {total, number} URL’den # tanesine izin vermiyor.} other {Yayındaki dosya, site haritasındaki {total, number} URL’den # tanesine izin vermiyor.}}} other {{count, plural, one {Taslak, site haritasındaki {total, number} URL’den # tanesine izin vermiyor.} other {Taslak, site haritasındaki {total, number} URL’den # tanesine izin vermiyor.}}}}',

  'workbench-results.matrix.label': 'Her URL için tüm tarayıcıların yayındaki dosyaya ve taslağa göre kararları',
  'workbench-results.matrix.cell': `{crawler}: iki dosyaya göre de ${STATE('live')}`,
  'workbench-results.matrix.cell.changed': `{crawler}: yayındaki dosyaya göre ${STATE('live')}, taslağa göre ${STATE('draft')}`,

  'workbench-results.export.scope.label': 'Dışa aktarılacak',
  'workbench-results.export.scope.chosen': 'Yalnızca {crawler}',
  'workbench-results.export.scope.all': 'Tüm tarayıcılar',
  'workbench-results.export.csv': 'CSV indir',
  'workbench-results.export.json': 'JSON indir',
  'workbench-results.export.rows':
    '{selected, plural, =0 {İndirilen dosyalar gösterilen {shown, plural, one {# URL’yi} other {# URL’yi}} içerir.} one {İndirilen dosyalar seçili # URL’yi içerir.} other {İndirilen dosyalar seçili # URL’yi içerir.}}',
  'workbench-results.export.failed': 'İndirme hazırlanamadı. Tekrar deneyin veya daha az satır dışa aktarın.',
  'workbench-results.copy.selected':
    '{count, plural, =0 {Seçili satırları kopyala} one {Seçili # satırı kopyala} other {Seçili # satırı kopyala}}',
  'workbench-results.copy.done': '{count, plural, one {# satır kopyalandı} other {# satır kopyalandı}}',
  'workbench-results.copy.failed': 'Web tarayıcısı kopyalamaya izin vermedi. Bunun yerine satırları CSV olarak indirin.',
  'workbench-results.selection.clear': 'Seçimi temizle',

  'workbench-results.counts.other-site':
    '{count, plural, one {# URL başka bir sitede ve değerlendirilmedi: bu sitenin robots.txt dosyası onu kapsamaz.} other {# URL başka sitelerde ve değerlendirilmedi: bu sitenin robots.txt dosyası onları kapsamaz.}}',
  'workbench-results.export.saved':
    '{name} kaydedildi: {rows, plural, one {# satır} other {# satır}}, {columns, plural, one {# sütun} other {# sütun}}.',
} as const satisfies CatalogOf<WorkbenchResultsMessages>;
