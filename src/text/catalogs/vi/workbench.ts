/**
 * Vietnamese: the workbench page, and the ways to open it. Words from
 * docs/translation-glossary.md (Coc Coc's page): "file robots.txt", "robot",
 * "dòng", "trang web", "URL"; "bạn". Not in the seeds; chosen, as the
 * results' catalog: "bản nháp" (the draft), "file hiện tại" (the live file);
 * "bàn làm việc" (the workbench).
 */
import type { CatalogOf } from '../../messages/index.ts';
import type { WorkbenchMessages } from '../../messages/workbench.ts';

export default {
  'workbench.title': 'Bàn làm việc Robots Lens',
  'workbench.title.origin': '{origin} — Bàn làm việc Robots Lens',

  'workbench.origin.label': 'Trang web',
  'workbench.origin.open': 'Mở',
  'workbench.origin.hint': 'Nhập địa chỉ của trang web (hoặc bất kỳ URL nào của nó) rồi nhấn Enter.',
  'workbench.origin.empty': 'Hãy nhập địa chỉ của trang web trước, ví dụ https://example.com.',
  'workbench.origin.not-a-url': '“{typed}” không phải là một địa chỉ web. Hãy nhập một địa chỉ như https://example.com.',
  'workbench.origin.not-web': '“{typed}” là một địa chỉ {scheme}; chỉ các trang web http và https mới có file robots.txt.',
  'workbench.origin.none':
    'Mở một trang web để bắt đầu: file robots.txt hiện tại của nó trở thành bản nháp của bạn, và mọi thay đổi được lưu ngay khi bạn gõ.',

  'workbench.live.loading': 'Đang tải {url}…',
  'workbench.live.from-cache': '{url}, lấy từ bộ nhớ đệm của Robots Lens.',
  'workbench.live.fetched': '{url}, vừa được tải.',
  'workbench.live.refresh': 'Tải lại',
  'workbench.live.not-applicable': 'Địa chỉ này không có file robots.txt.',
  'workbench.live.worker-silent': 'Tiến trình nền của Robots Lens không trả lời. Hãy tải lại trang này để thử lại.',
  'workbench.live.failed': 'Không tải được file robots.txt hiện tại: {error}',
  'workbench.live.timeout': 'Tiến trình nền không trả lời trong vòng {seconds, number} giây.',

  'workbench.view.label': 'File đang hiển thị',
  'workbench.view.draft': 'Bản nháp',
  'workbench.view.live': 'File hiện tại',
  'workbench.editor.label': 'Bản nháp file robots.txt cho {origin}',
  'workbench.editor.live-label': 'File robots.txt hiện tại của {origin}, chỉ đọc',
  'workbench.editor.loading': 'Đang mở bản nháp…',

  'workbench.source.label': 'Bắt đầu bản nháp từ',
  'workbench.source.live': 'File hiện tại',
  'workbench.source.empty': 'Một file trống',
  'workbench.source.file': 'Một file trên máy…',
  'workbench.source.hint': 'Bạn cũng có thể dán vào trình soạn thảo, hoặc thả một file vào đó.',
  'workbench.source.file-too-large':
    '{name} có {bytes, number} byte: lớn hơn {maxBytes, number} byte mà bàn làm việc mở được. Google chỉ đọc 500 KiB đầu tiên của file robots.txt.',
  'workbench.source.file-failed': 'Không đọc được {name}: {error}',

  'workbench.draft.download': 'Tải xuống robots.txt',
  'workbench.draft.copy': 'Sao chép bản nháp',
  'workbench.draft.copied': 'Bản nháp đã được sao chép vào bộ nhớ tạm.',
  'workbench.draft.copy-failed': 'Trình duyệt không cho phép sao chép. Hãy chọn văn bản trong trình soạn thảo và sao chép.',
  'workbench.draft.revert': 'Quay về file hiện tại',
  'workbench.draft.size': 'Bản nháp có {lines, plural, other {# dòng}} ({bytes, number} byte).',
  'workbench.draft.same-as-live': 'Giống hệt file hiện tại.',
  'workbench.draft.changed-lines': '{lines, plural, other {# dòng}} khác với file hiện tại.',
  'workbench.draft.findings':
    'Phát hiện: {errors, plural, other {# lỗi}}, {warnings, plural, other {# cảnh báo}}, {infos, plural, other {# ghi chú}}.',

  'workbench.save.pending': 'Đang lưu…',
  'workbench.save.saved': 'Đã lưu bản nháp lúc {time, time, medium}.',
  'workbench.save.failed':
    'Không lưu được bản nháp ({error}). Bản nháp vẫn còn trong trình soạn thảo: hãy tải xuống hoặc sao chép để giữ lại.',
  'workbench.save.restored': 'Bản nháp bạn lưu lúc {time, time, short} ngày {time, date, medium} đã được khôi phục.',

  'workbench.revert.title': 'Quay về file hiện tại?',
  'workbench.revert.body': 'Bản nháp của bạn cho {origin} sẽ được thay bằng file robots.txt hiện tại, và bản nháp đã lưu sẽ bị xóa.',
  'workbench.revert.confirm': 'Quay về',
  'workbench.revert.cancel': 'Giữ bản nháp',

  'workbench.hover.crawlers': 'Thuộc nhóm của {count, plural, other {# robot}}: {crawlers}',

  'workbench.crawler.heading': 'Robot',

  'workbench.open.options-heading': 'Bàn làm việc',
  'workbench.open.options-hint':
    'Soạn bản nháp file robots.txt cho bất kỳ trang web nào và xem nó thay đổi gì cho hàng nghìn URL và mọi robot, trước khi bạn đăng nó.',
  'workbench.open.options-label': 'Trang web cần mở',
  'workbench.open.options-button': 'Mở bàn làm việc',
  'workbench.live.cut-line':
    'File hiện tại lớn hơn 500 KiB: đã đọc {readBytes, number} byte đầu tiên trong ít nhất {atLeastBytes, number} byte, đúng như Google đọc. Dòng {line, number} bị cắt sau “{lineText}”, và các quy tắc sau dòng đó không được đọc.',
  'workbench.live.cut-line-end':
    'File hiện tại lớn hơn 500 KiB: đã đọc {readBytes, number} byte đầu tiên trong ít nhất {atLeastBytes, number} byte, đúng như Google đọc. Việc đọc dừng ở cuối dòng {line, number}, và các quy tắc sau dòng đó không được đọc.',
  'workbench.live.whole-read': 'Đọc toàn bộ file',
  'workbench.live.whole-loading': 'Đang đọc toàn bộ file…',
  'workbench.live.whole-done':
    'Đã đọc toàn bộ file ({bytes, number} byte): bản nháp giờ chứa toàn bộ file. Google vẫn chỉ đọc 500 KiB đầu tiên.',
  'workbench.live.whole-kept-draft':
    'Đã đọc toàn bộ file ({bytes, number} byte). Bản nháp của bạn đã được sửa ở chỗ file bị cắt, nên được giữ nguyên như bạn đã gõ: hãy chọn “File hiện tại” làm nguồn để bắt đầu từ toàn bộ file.',
  'workbench.live.whole-too-large': 'Toàn bộ file lớn hơn {maxBytes, number} byte, vượt quá mức bàn làm việc mở được.',
  'workbench.live.whole-failed': 'Không đọc được toàn bộ file: {error}',
  'workbench.draft.cut':
    'Bản nháp này kết thúc ở chỗ việc đọc file hiện tại dừng lại: nó chỉ chứa {readBytes, number} byte đầu tiên, và dòng {line, number} bị cắt. Nếu xuất bản nguyên như vậy, mọi quy tắc sau dòng đó sẽ mất.',
  'workbench.draft.cut-question':
    'Chỉ 500 KiB đầu tiên ({readBytes, number} byte) của file hiện tại được đọc, và bản nháp này kết thúc ở đó, giữa dòng {line, number}. Đọc toàn bộ file trước, hay lưu bản nháp bị cắt như hiện tại?',
  'workbench.draft.cut-download': 'Tải xuống bản nháp bị cắt',
  'workbench.draft.cut-copy': 'Sao chép bản nháp bị cắt',
  'workbench.draft.cut-cancel': 'Hủy',
  'workbench.draft.downloaded': 'Đã lưu {name} ({bytes, number} byte).',
  'workbench.sync.taken':
    'Một thẻ bàn làm việc khác đã lưu bản nháp mới hơn cho trang web này lúc {time, time, medium}; thẻ này giờ hiển thị bản đó.',
  'workbench.sync.removed':
    'Một thẻ bàn làm việc khác đã hoàn nguyên bản nháp của trang web này về file hiện tại; thẻ này giờ hiển thị file hiện tại.',
  'workbench.sync.conflict':
    'Một thẻ bàn làm việc khác đã lưu một bản nháp khác cho trang web này lúc {time, time, medium}, trong khi thẻ này có thay đổi chưa được lưu. Bạn giữ bản nháp nào?',
  'workbench.sync.keep-mine': 'Giữ bản nháp của thẻ này',
  'workbench.sync.take-theirs': 'Dùng bản nháp của thẻ kia',
  'workbench.sync.kept-mine': 'Bản nháp của thẻ này đã được lưu thay cho bản nháp của thẻ kia.',
  'workbench.draft.truncated':
    'Bản nháp này lớn hơn 500 KiB: Google đọc {readBytes, number} byte đầu tiên trong {totalBytes, number} byte, đến dòng {line, number}; phần còn lại bị bỏ qua.',
} as const satisfies CatalogOf<WorkbenchMessages>;
