/**
 * Vietnamese: AI use — mong muốn đã nêu về việc dùng nội dung, các phát hiện về chúng, và những gì tên robot kiểm soát
 * (docs/translation-glossary.md: "robot", "chỉ thị", "dòng", "đường dẫn", "nhóm"). Khoá và giá trị robots.txt giữ nguyên.
 */
import type { AiUseMessages } from '../../messages/ai-use.ts';
import type { CatalogOf } from '../../messages/index.ts';

export default {
  'lint.preference-line.content-signal':
    'Content-Signal nêu cách trang web cho phép dùng nội dung của mình (Chính sách Content Signals của Cloudflare). Trình phân tích của Google bỏ qua dòng này và nó không thay đổi kết luận nào. {tools} liệt kê nó là lỗi: điều đó là bình thường, hãy giữ dòng này.',
  'lint.preference-line.content-usage':
    'Content-Usage nêu cách trang web cho phép dùng nội dung của mình (IETF AI Preferences, vẫn là bản nháp). Trình phân tích của Google bỏ qua dòng này và nó không thay đổi kết luận nào. {tools} liệt kê nó là lỗi: điều đó là bình thường, hãy giữ dòng này.',
  'lint.preference-reporter.search-console': 'Báo cáo robots.txt của Search Console (“Syntax not understood”)',
  'lint.preference-problem.empty': 'Dòng {directive} này không nêu mong muốn nào: hãy viết các cặp key=value sau dấu hai chấm.',
  'lint.preference-problem.not-key-value': '“{part}” không phải là cặp key=value, nên các công cụ đọc {directive} bỏ qua nó.',
  'lint.preference-problem.unknown-key': 'Content-Signal không có khoá “{key}” (chỉ có {known}): phần này không nêu điều gì.',
  'lint.preference-problem.bad-value': '“{key}={value}”: giá trị phải là một trong {expected}, nên phần này không nêu điều gì.',
  'lint.preference-problem.repeated-key': '“{key}” được nêu hai lần trên dòng này với giá trị khác nhau; giá trị hạn chế hơn được dùng.',
  'lint.preference-outside-group':
    'Dòng {directive} này đứng trước mọi chỉ thị User-agent: nó không thuộc nhóm nào, nên không nêu điều gì cho robot nào. Hãy chuyển nó xuống dưới một chỉ thị User-agent.',
  'lint.preference-contradicts-rules':
    'Dòng này đồng ý “{key}” cho {path}, nhưng chính nhóm của nó không cho phép tải {path} (dòng {ruleLine, number, ::integer group-off}): các robot của nhóm này không thể tải nó.',
  'lint.preference-unknown-labels':
    'Nhãn Content-Usage {labels} không có trong bộ từ vựng (train-ai, search) và bị bỏ qua{count, plural, other {}}. Có phải viết nhầm?',
  'lint.preference-lines-capped':
    'Nhóm này có {count, number} dòng Content-Usage; Robots Lens chỉ đọc {max, number} dòng đầu tiên cho mỗi URL, nên các dòng còn lại không nêu điều gì ở đây.',
  'lint.managed-block.cloudflare':
    'Từ đây đến dòng {endLine, number, ::integer group-off}, các dòng do Cloudflare viết (file robots.txt được Cloudflare quản lý). Cloudflare tự cập nhật chúng; các dòng của bạn bên ngoài khối này có thể nói điều khác.',
  'lint.managed-block.cloudflare-unclosed':
    'Một khối do Cloudflare quản lý bắt đầu ở đây nhưng không có dòng “# END Cloudflare Managed Content”: mọi dòng đến cuối file đều được coi là của Cloudflare.',

  'use.heading': 'Mong muốn đã nêu về việc sử dụng',
  'use.note':
    'Những gì trang web cho biết nội dung của mình được dùng vào việc gì. Đây là mong muốn, không phải lệnh chặn: robots.txt không ràng buộc robot nào theo chúng. Content-Usage đến từ các bản nháp của IETF và có thể còn thay đổi.',
  'use.draft-badge': 'bản nháp',
  'use.value.allows': '{value}: được phép',
  'use.value.refuses': '{value}: không được phép',
  'use.value.not-stated': 'không nêu',
  'use.source.line': 'dòng {line, number, ::integer group-off}',
  'use.source.header': 'header Content-Usage của trang',
  'use.key.search': 'kết quả tìm kiếm',
  'use.key.ai-input': 'câu trả lời của AI',
  'use.key.ai-train': 'huấn luyện AI',
  'use.key.train-ai': 'huấn luyện AI',
  'use.none-for-purpose': 'Không có mong muốn nào đã nêu liên quan đến mục đích của robot này.',
  'use.fetch-disallowed': 'Robot này không được phép tải trang, nên các mong muốn này không có tác dụng ở đây.',
  'use.use-value': 'use={value} (dòng {line, number, ::integer group-off}): hiển thị như đã viết; nó không cho phép hay từ chối điều gì.',
  'use.managed-lines': 'Dòng {start, number, ::integer group-off}–{end, number, ::integer group-off} do Cloudflare thêm vào',

  'use.controls.heading': 'Tên robot này kiểm soát gì',
  'use.controls.fetches-as': 'Tự nó không tải gì: các trang được tải bởi {fetcher}; tên này chỉ kiểm soát việc sử dụng về sau.',
  'use.controls.governs': 'Kiểm soát: {uses}.',
  'use.controls.does-not-govern': 'Không kiểm soát: {uses}.',
  'use.controls.robots.follows': 'Nhà vận hành cho biết robot này tuân theo robots.txt.',
  'use.controls.robots.generally-ignores':
    'Nhà vận hành cho biết robot này thường bỏ qua robots.txt, vì chính người dùng yêu cầu trang: một chỉ thị Disallow ở đây không ngăn được nó.',
  'use.controls.robots.may-not-apply':
    'Nhà vận hành cho biết các chỉ thị robots.txt có thể không áp dụng cho robot này, vì chính người dùng yêu cầu trang: một chỉ thị Disallow ở đây có thể không ngăn được nó.',
  'use.controls.source': 'Tài liệu của {operator}',
  'use.governs.google-search': 'Google Tìm kiếm',
  'use.governs.ai-overviews': 'AI Overviews',
  'use.governs.ai-mode': 'AI Mode',
  'use.governs.gemini-training': 'huấn luyện các mô hình Gemini',
  'use.governs.gemini-grounding': 'làm căn cứ cho câu trả lời trong Gemini và Vertex AI',
  'use.governs.apple-model-training': 'huấn luyện các mô hình nền tảng của Apple',
  'use.governs.apple-search': 'tìm kiếm trong Siri, Spotlight và Safari',

  'use.matrix.short.allows': 'dùng: có',
  'use.matrix.short.refuses': 'dùng: không',
  'use.matrix.title.allows': 'Mong muốn đã nêu cho mục đích của nó: được phép ({source}). Đây là mong muốn, không phải lệnh chặn.',
  'use.matrix.title.refuses': 'Mong muốn đã nêu cho mục đích của nó: không được phép ({source}). Đây là mong muốn, không phải lệnh chặn.',
  'use.column': 'sử dụng',
  'use.draft.stops-allowing.folder':
    'Bản nháp ngừng cho phép {use, select, training {huấn luyện AI} answers {dùng trong câu trả lời AI} other {tìm kiếm}} với {count, plural, other {# robot}} trên {folder}.',
  'use.draft.stops-allowing.urls':
    'Bản nháp ngừng cho phép {use, select, training {huấn luyện AI} answers {dùng trong câu trả lời AI} other {tìm kiếm}} với {count, plural, other {# robot}} trên {urls, plural, other {# URL}}.',
  'use.draft.starts-allowing.folder':
    'Bản nháp bắt đầu cho phép {use, select, training {huấn luyện AI} answers {dùng trong câu trả lời AI} other {tìm kiếm}} với {count, plural, other {# robot}} trên {folder}.',
  'use.draft.starts-allowing.urls':
    'Bản nháp bắt đầu cho phép {use, select, training {huấn luyện AI} answers {dùng trong câu trả lời AI} other {tìm kiếm}} với {count, plural, other {# robot}} trên {urls, plural, other {# URL}}.',
  'use.draft.note': 'Mong muốn đã nêu về việc sử dụng: robots.txt không ràng buộc robot nào theo chúng.',
} as const satisfies CatalogOf<AiUseMessages>;
