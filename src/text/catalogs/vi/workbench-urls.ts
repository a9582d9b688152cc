/** Vietnamese: the workbench's URLs to test. */
import type { CatalogOf } from '../../messages/index.ts';
import type { WorkbenchUrlsMessages } from '../../messages/workbench-urls.ts';

export default {
  'workbench-urls.heading': 'URL cần kiểm tra',
  'workbench-urls.list.label': 'URL hoặc đường dẫn, mỗi dòng một cái',
  'workbench-urls.list.hint':
    'Đường dẫn được đọc theo {origin}. Bạn có thể dán một danh sách, gõ vào, hoặc thả một file .txt hay .csv vào đây.',
  'workbench-urls.list.reading': 'Đang đọc danh sách…',
  'workbench-urls.drop.too-large':
    '{file} lớn hơn {megabytes, number} MiB: quá lớn cho danh sách. Hãy nhập nó như một file CSV, được đọc từng phần.',

  'workbench-urls.count': '{urls, plural, other {# URL}} cần kiểm tra, {skipped, plural, =0 {không bỏ qua dòng nào} other {bỏ qua #}}.',
  'workbench-urls.count.other-origin':
    '{count, plural, other {# URL}} thuộc trang web khác {origin}: vẫn được kiểm tra theo file robots.txt này, và được đánh dấu.',
  'workbench-urls.count.ignored': '{count, plural, other {# dòng trống hoặc dòng chú thích}} đã được bỏ qua.',
  'workbench-urls.count.repeated': '{count, plural, other {# URL}} có mặt trong nhiều nguồn và chỉ được kiểm tra một lần.',
  'workbench-urls.count.left-out': 'Chỉ {limit, number} URL đầu tiên được kiểm tra: {count, plural, other {# URL còn lại}} bị bỏ ra ngoài.',

  'workbench-urls.csv.import': 'Nhập CSV…',
  'workbench-urls.csv.choose': 'Cột nào của {file} chứa URL?',
  'workbench-urls.csv.column': 'Cột',
  'workbench-urls.csv.column.named': '{name} (cột {number, number})',
  'workbench-urls.csv.column.numbered': 'Cột {number, number} (giá trị đầu tiên: {sample})',
  'workbench-urls.csv.header': 'Dòng đầu tiên là tiêu đề',
  'workbench-urls.csv.read': 'Nhập cột này',
  'workbench-urls.csv.cancel': 'Hủy',
  'workbench-urls.csv.progress': 'Đã đọc {read} trên {size}.',
  'workbench-urls.csv.source': 'Từ {file}, cột {column, number}: {urls, plural, other {# URL}}.',
  'workbench-urls.csv.failed': 'Không đọc được {file}: {error}',

  'workbench-urls.sitemaps.import': 'Nhập sitemap',
  'workbench-urls.sitemaps.will-read': '{count, plural, other {Đọc # sitemap này và các file chúng liệt kê:}}',
  'workbench-urls.sitemaps.listed.live': '{url} (có trong file robots.txt đang chạy)',
  'workbench-urls.sitemaps.listed.draft': '{url} (có trong bản nháp)',
  'workbench-urls.sitemaps.listed.both': '{url} (có trong file robots.txt đang chạy và trong bản nháp)',
  'workbench-urls.sitemaps.listed.default': '{url} (vị trí thông thường)',
  'workbench-urls.sitemaps.progress':
    'Đã đọc {filesDone, number} trên {filesTotal, plural, other {# file sitemap}}, tìm thấy {urls, plural, other {# URL}}, đã đọc {size}.',
  'workbench-urls.sitemaps.source': 'Từ sitemap: {urls, plural, other {# URL}} trong {files, plural, other {# file}}.',
  'workbench-urls.stop': 'Dừng',
  'workbench-urls.remove': 'Gỡ bỏ',
  'workbench-urls.progress.sitemaps': 'Đang đọc sitemap',
  'workbench-urls.progress.csv': 'Đang đọc file CSV',

  'workbench-urls.notes.heading': 'Ghi chú ({count, number})',
  'workbench-urls.notes.cut': '({count, number} ký tự đầu tiên)',
  'workbench-urls.place.line': 'Dòng {line, number}: {text}',
  'workbench-urls.place.row': 'Hàng {row, number}: {text}',
  'workbench-urls.place.sitemap': 'Trong {sitemap}: {text}',

  'workbench-urls.group.blank': 'Dòng trống, bỏ qua ({count, number})',
  'workbench-urls.group.comment': 'Chú thích, bỏ qua ({count, number})',
  'workbench-urls.group.not-a-url': 'Không phải URL hay đường dẫn bắt đầu bằng / ({count, number})',
  'workbench-urls.group.other-scheme': 'Không phải URL http hay https ({count, number})',
  'workbench-urls.group.duplicate':
    'Cùng một yêu cầu truy cập với một URL trước đó (phần #fragment không bao giờ được gửi) ({count, number})',
  'workbench-urls.group.relative-in-sitemap': 'Đường dẫn trong sitemap, nơi phải ghi URL đầy đủ ({count, number})',
  'workbench-urls.group.csv-quotes': 'Dấu ngoặc kép không được đóng trong file CSV ({count, number})',
  'workbench-urls.group.too-many-urls': 'Vượt quá giới hạn số URL ({count, number})',
  'workbench-urls.group.sitemap-failed': 'Sitemap không đọc được ({count, number})',
  'workbench-urls.group.sitemap-content': 'Sitemap không phải là sitemap XML hợp lệ ({count, number})',
  'workbench-urls.group.sitemap-limits': 'Sitemap vượt quá giới hạn của giao thức ({count, number})',
  'workbench-urls.group.sitemap-structure': 'Chỉ mục sitemap: vòng lặp, lồng nhau và lặp lại ({count, number})',

  'workbench-urls.note.too-many-urls': 'Chỉ giữ {limit, number} URL đầu tiên: {leftOut, plural, other {# URL còn lại}} bị bỏ ra ngoài.',
  'workbench-urls.note.sitemap-http-error': '{sitemap} trả về {status}: không đọc được URL nào từ file này.',
  'workbench-urls.note.sitemap-network-error': 'Không tải được {sitemap} ({error}). Các URL đã đọc trước lỗi vẫn được giữ.',
  'workbench-urls.note.sitemap-timeout':
    '{sitemap} không tải xong trong {seconds, plural, other {# giây}}. Các URL đã đọc trước đó vẫn được giữ.',
  'workbench-urls.note.sitemap-stopped': 'Đã dừng khi đang đọc {sitemap}. Các URL đã đọc trước đó vẫn được giữ.',
  'workbench-urls.note.sitemap-html': '{sitemap} là một trang HTML, không phải sitemap: không đọc được URL nào từ đó.',
  'workbench-urls.note.sitemap-gzip-error': '{sitemap} không phải là file gzip hợp lệ. Các URL đã đọc trước chỗ hỏng vẫn được giữ.',
  'workbench-urls.note.sitemap-too-many-urls':
    '{sitemap} liệt kê hơn {limit, number} URL, giới hạn của giao thức cho một file: {limit, number} URL đầu tiên được giữ.',
  'workbench-urls.note.sitemap-too-large':
    '{sitemap} lớn hơn {megabytes, number} MiB ({bytes, number} byte) khi chưa nén, giới hạn của giao thức cho một file: việc đọc dừng ở đó, các URL trước đó được giữ.',
  'workbench-urls.note.sitemap-loc-too-long': "Dòng {line, number} của {sitemap} có một '<'loc> dài hơn mọi URL có thể có: bỏ qua.",
  'workbench-urls.note.sitemap-loop': '{parent} liệt kê {sitemap}, chính nó hoặc một chỉ mục phía trên nó: một vòng lặp, không đi theo.',
  'workbench-urls.note.sitemap-too-deep':
    '{parent} liệt kê {sitemap}, sâu {depth, number} cấp dưới file đầu tiên: chỉ mục chỉ được đọc sâu 2 cấp, nên file này không được đọc.',
  'workbench-urls.note.sitemap-repeated': '{sitemap} được liệt kê nhiều lần: chỉ đọc một lần.',
  'workbench-urls.note.sitemap-bad-url': '{parent} liệt kê {sitemap}, không phải URL http hay https: không đọc.',
  'workbench-urls.note.sitemap-refused':
    '{from} là một trang web công khai và trỏ tới {sitemap}, nằm trên máy tính này hoặc một mạng riêng: không tải, cũng như một lần chuyển hướng tới đó sẽ không được đi theo.',
  'workbench-urls.note.sitemap-redirect-refused':
    '{sitemap} chuyển hướng tới {target}, nằm trên máy tính này hoặc một mạng riêng: câu trả lời không được đọc.',
  'workbench-urls.note.sitemap-not-read.limit': '{count, plural, other {# file sitemap}} không được đọc: đã đạt giới hạn số URL.',
  'workbench-urls.note.sitemap-not-read.stopped': '{count, plural, other {# file sitemap}} không được đọc: đã dừng.',
  'workbench-urls.malformed.no-root':
    '{sitemap} không chứa phần tử XML nào (dòng {line, number}): không phải sitemap. {kept, plural, =0 {Không đọc được URL nào.} other {# URL đã đọc trước đó được giữ.}}',
  'workbench-urls.malformed.unexpected-end':
    '{sitemap} kết thúc giữa chừng phần XML (dòng {line, number}). {kept, plural, =0 {Không đọc được URL nào.} other {# URL đã đọc trước đó được giữ.}}',
  'workbench-urls.malformed.mismatched-tag':
    'Dòng {line, number} của {sitemap} đóng {found} trong khi {expected} đang mở: XML hỏng ở đó. {kept, plural, =0 {Không đọc được URL nào.} other {# URL đã đọc trước đó được giữ.}}',
  'workbench-urls.malformed.bad-entity':
    'Dòng {line, number} của {sitemap} có {entity}, XML không biết ký hiệu này (hãy viết & thành &amp;): XML hỏng ở đó. {kept, plural, =0 {Không đọc được URL nào.} other {# URL đã đọc trước đó được giữ.}}',
  'workbench-urls.malformed.bad-markup':
    "Dòng {line, number} của {sitemap} có một dấu '<' không mở thẻ nào: XML hỏng ở đó. {kept, plural, =0 {Không đọc được URL nào.} other {# URL đã đọc trước đó được giữ.}}",
  'workbench-urls.malformed.too-deep':
    'Dòng {line, number} của {sitemap} lồng các phần tử sâu hơn mọi sitemap: việc đọc dừng ở đó. {kept, plural, =0 {Không đọc được URL nào.} other {# URL đã đọc trước đó được giữ.}}',
  'workbench-urls.malformed.not-a-sitemap':
    '{sitemap} là XML nhưng không phải sitemap: phần tử gốc của nó là {root} (dòng {line, number}), không phải urlset hay sitemapindex.',
  'workbench-urls.note.sitemap-address-refused':
    '{sitemap} trả lời từ {address}, nằm trên máy tính này hoặc một mạng riêng: câu trả lời không được đọc.',
  'workbench-urls.sitemaps.bounds':
    'Mỗi lần nhập đọc tối đa {files, number} file sitemap và {megabytes, number} MiB, trong tối đa {minutes, number} phút, và liệt kê {notes, number} ghi chú đầu tiên (phần còn lại chỉ được đếm).',
  'workbench-urls.note.import-bound.files':
    '{count, plural, other {# file sitemap}} không được đọc: mỗi lần nhập đọc tối đa {files, number} file.',
  'workbench-urls.note.import-bound.bytes':
    '{count, plural, other {# file sitemap}} không được đọc: mỗi lần nhập đọc tối đa {megabytes, number} MiB.',
  'workbench-urls.note.import-bound.time':
    '{count, plural, other {# file sitemap}} không được đọc: mỗi lần nhập chạy tối đa {minutes, number} phút.',
  'workbench-urls.note.notes-not-kept':
    '{count, plural, other {Thêm # ghi chú}} đã được đếm nhưng không được liệt kê: chỉ giữ {kept, number} ghi chú đầu tiên.',
  'workbench-urls.group.notes-not-kept': 'Ghi chú được đếm, không liệt kê ({count, number})',
  'workbench-urls.note.sitemap-encoding':
    '{sitemap} khai báo bảng mã {encoding}, trình duyệt này không giải mã được: file được đọc theo UTF-8, nên các ký tự ngoài ASCII trong URL có thể bị sai.',
} as const satisfies CatalogOf<WorkbenchUrlsMessages>;
