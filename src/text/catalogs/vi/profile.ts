/**
 * Vietnamese: crawler profiles and the crawler picker, in Coc Coc's words
 * (docs/translation-glossary.md): "robot", "nhóm", "chỉ thị"; product and
 * company names stay as they are, Cốc Cốc as its own page writes it.
 */
import type { CatalogOf } from '../../messages/index.ts';
import type { ProfileMessages } from '../../messages/profile.ts';

export default {
  'profile.description.googlebot': 'Robot chính của Google Tìm kiếm (điện thoại và máy tính dùng chung một tên robot).',
  'profile.description.googlebot-image': 'Thu thập hình ảnh cho Google Hình ảnh; theo nhóm của Googlebot khi không có nhóm riêng.',
  'profile.description.googlebot-video': 'Thu thập video cho Google; theo nhóm của Googlebot khi không có nhóm riêng.',
  'profile.description.googlebot-news': 'Thu thập tin tức cho Google Tin tức; theo nhóm của Googlebot khi không có nhóm riêng.',
  'profile.description.google-inspectiontool': 'Được dùng bởi công cụ Kiểm tra URL của Search Console và Rich Results Test.',
  'profile.description.storebot-google': 'Thu thập dữ liệu cho Google Shopping; không dùng nhóm của Googlebot thay thế.',
  'profile.description.googleother': 'Robot đa dụng của Google cho các nhóm sản phẩm và nghiên cứu.',
  'profile.description.googleother-image': 'GoogleOther cho hình ảnh; theo nhóm của GoogleOther khi không có nhóm riêng.',
  'profile.description.googleother-video': 'GoogleOther cho video; theo nhóm của GoogleOther khi không có nhóm riêng.',
  'profile.description.google-extended':
    'Chỉ là một tên trong robots.txt (nó không gửi yêu cầu nào): kiểm soát việc dùng nội dung để huấn luyện và làm căn cứ cho Gemini.',
  'profile.description.adsbot-google': 'Kiểm tra trang đích của quảng cáo; bỏ qua nhóm “User-agent: *”.',
  'profile.description.adsbot-google-mobile': 'Kiểm tra trang đích của quảng cáo trên di động; bỏ qua nhóm “User-agent: *”.',
  'profile.description.mediapartners-google': 'Robot của AdSense; bỏ qua nhóm “User-agent: *”.',
  'profile.description.apis-google': 'Gửi thông báo đẩy cho các API của Google; bỏ qua nhóm “User-agent: *”.',
  'profile.description.bingbot': 'Robot tìm kiếm của Bing; tuân theo Crawl-delay.',
  'profile.description.applebot': 'Tìm kiếm của Siri và Spotlight; theo nhóm của Googlebot khi không có nhóm riêng.',
  'profile.description.duckduckbot': 'Robot tìm kiếm của DuckDuckGo.',
  'profile.description.yandexbot': 'Robot tìm kiếm của Yandex.',
  'profile.description.baiduspider': 'Robot tìm kiếm của Baidu.',
  'profile.description.gptbot': 'Thu thập nội dung có thể được dùng để huấn luyện các mô hình của OpenAI.',
  'profile.description.oai-searchbot': 'Tìm các trang để hiển thị và liên kết trong tìm kiếm của ChatGPT.',
  'profile.description.chatgpt-user': 'Tải một trang khi người dùng ChatGPT yêu cầu.',
  'profile.description.claudebot': 'Thu thập nội dung có thể được dùng để huấn luyện các mô hình của Anthropic.',
  'profile.description.claude-searchbot': 'Lập chỉ mục các trang để cải thiện kết quả tìm kiếm của Claude.',
  'profile.description.claude-user': 'Tải một trang khi người dùng Claude yêu cầu.',
  'profile.description.perplexitybot': 'Lập chỉ mục các trang để hiển thị và liên kết trong câu trả lời của Perplexity.',
  'profile.description.ccbot': 'Xây dựng bộ dữ liệu mở Common Crawl, được dùng rộng rãi để huấn luyện các mô hình AI.',
  'profile.description.applebot-extended':
    'Chỉ là một tên trong robots.txt: kiểm soát việc dùng nội dung để huấn luyện các mô hình AI của Apple.',
  'profile.description.meta-externalagent': 'Thu thập nội dung để huấn luyện các mô hình AI của Meta.',
  'profile.description.amazonbot': 'Cải thiện các dịch vụ của Amazon như câu trả lời của Alexa.',
  'profile.description.bytespider': 'Thu thập nội dung có thể được dùng để huấn luyện các mô hình của ByteDance.',
  'profile.description.coccocbot-web':
    'Robot tìm kiếm web của Cốc Cốc; đọc robots.txt theo chỉ thị User-agent cụ thể nhất và tuân theo Crawl-delay tối đa {maxDelay, number} giây.',
  'profile.description.coccocbot-image':
    'Robot hình ảnh của Cốc Cốc; đọc robots.txt theo chỉ thị User-agent cụ thể nhất và tuân theo Crawl-delay tối đa {maxDelay, number} giây.',
  'profile.description.custom':
    'Hồ sơ robot của bạn: thử lần lượt {tokens}{ignoresGlobal, select, yes {, và không bao giờ dùng nhóm “User-agent: *”} other {}}{engine, select, coccoc { (đọc theo cách của Cốc Cốc)} other {}}.',
  'profile.description.token': 'Tên robot “{token}” đúng như đã nhập.',

  'profile.purpose.search': 'Lập chỉ mục tìm kiếm',
  'profile.purpose.ai-training': 'Huấn luyện mô hình AI',
  'profile.purpose.ai-search': 'Tìm kiếm và trả lời bằng AI',
  'profile.purpose.ads': 'Chất lượng quảng cáo',
  'profile.purpose.user-triggered': 'Tải theo yêu cầu của người dùng',
  'profile.purpose.other': 'Khác',
  'profile.category.google': 'Google',
  'profile.category.search': 'Công cụ tìm kiếm khác',
  'profile.category.ai': 'Robot AI',
  'profile.category.coccoc': 'Cốc Cốc',
  'profile.category.custom': 'Tùy chỉnh',
  'profile.engine.google': 'Google (RFC 9309 theo cách Google đọc)',
  'profile.engine.coccoc': 'Cốc Cốc',

  'profile.problem.no-name': 'Hồ sơ robot cần có tên.',
  'profile.problem.no-token': 'Hãy nhập ít nhất một tên robot.',
  'profile.problem.token-unreadable':
    '“{token}” có ký tự mà Google không bao giờ đọc trong tên robot (chỉ chữ cái, “-” và “_”): nó không thể phù hợp với nhóm nào.',
  'profile.problem.preset-name': '“{name}” đã là một hồ sơ có sẵn; hãy chọn tên khác.',
  'profile.problem.duplicate-name': 'Bạn đã có một hồ sơ robot tên “{name}”.',
  'profile.problem.duplicate-token': '“{token}” được liệt kê hai lần.',

  'profile.picker.label': 'Robot',
  'profile.facts.custom-operator': 'Hồ sơ tùy chỉnh',
  'profile.facts.tokens-title': 'Các tên robot được thử, theo thứ tự',
  'profile.default.heading': 'Robot mặc định',
  'profile.default.hint':
    'Huy hiệu trên thanh công cụ hiển thị kết luận cho robot này trên mọi trang, và cửa sổ bật lên mở với robot này. Chọn robot khác trong cửa sổ bật lên cũng sẽ thay đổi nó.',
  'profile.default.label': 'Robot',
  'profile.default.facts': '{operator} · {purpose} · {description}',
  'profile.default.facts-custom': 'Tùy chỉnh · {description}',
  'profile.custom.heading': 'Robot tùy chỉnh',
  'profile.custom.hint':
    'Dành cho các robot không có trong danh sách: robot của riêng bạn, robot SEO của một nhà cung cấp, hoặc một tên robot bạn muốn thử. Chúng xuất hiện trong cửa sổ bật lên dưới mục “Tùy chỉnh”.',
  'profile.custom.empty': 'Chưa có robot tùy chỉnh nào.',
  'profile.custom.default-badge': 'mặc định',
  'profile.custom.ignores-global': 'bỏ qua User-agent: *',
  'profile.custom.edit': 'Sửa',
  'profile.custom.edit-label': 'Sửa {name}',
  'profile.custom.delete': 'Xóa',
  'profile.custom.delete-label': 'Xóa {name}',
  'profile.custom.add': 'Thêm robot',

  'profile.form.heading-new': 'Hồ sơ robot mới',
  'profile.form.heading-edit': 'Sửa “{name}”',
  'profile.form.heading-edit-unnamed': 'Sửa hồ sơ',
  'profile.form.name': 'Tên',
  'profile.form.name-placeholder': 'ví dụ: Robot staging của chúng tôi',
  'profile.form.tokens': 'Tên robot',
  'profile.form.tokens-placeholder': 'ví dụ: mybot, googlebot',
  'profile.form.tokens-hint': 'Cách nhau bằng dấu phẩy, thử theo thứ tự: tên đầu tiên được nêu trong một nhóm của robots.txt sẽ được dùng.',
  'profile.form.tokens-hint-order':
    'Cách nhau bằng dấu phẩy, thử theo thứ tự: tên đầu tiên được nêu trong một nhóm của robots.txt sẽ được dùng (ở đây là {tokens}, theo thứ tự này).',
  'profile.form.engine': 'Đọc robots.txt theo cách của',
  'profile.form.engine.google': 'Google (RFC 9309, tên robot phải khớp chính xác)',
  'profile.form.engine.coccoc': 'Cốc Cốc (tiền tố cụ thể nhất, tuân theo Crawl-delay)',
  'profile.form.ignore-global': 'Bỏ qua nhóm “User-agent: *”',
  'profile.form.ignore-global-hint': 'Giống AdsBot: chỉ những nhóm nêu một trong các tên robot của nó mới được áp dụng.',
  'profile.form.add': 'Thêm hồ sơ',
  'profile.form.save': 'Lưu thay đổi',
  'profile.form.cancel': 'Hủy',

  'profile.problem.hidden':
    '{field, select, name {Tên} other {Tên robot}} “{text}” chứa {codePoint}, một ký tự không hiển thị (như dấu xuống dòng, khoảng trắng độ rộng bằng 0 hoặc dấu chỉ hướng): hãy xóa ký tự này, vì nó làm văn bản khác với những gì bạn thấy.',
  'profile.problem.edge-space':
    '{field, select, name {Tên} other {Tên robot}} “{text}” bắt đầu hoặc kết thúc bằng dấu cách: hãy xóa dấu cách đó.',
  'profile.problem.lookalike':
    '{field, select, name {Tên} other {Tên robot}} “{text}” dùng ký tự toàn độ rộng hoặc ký tự trông giống: hãy nhập “{plain}” thay thế.',

  // Presets added with the AI-use view, and the purposes and crawler-list groups they brought.
  'profile.description.google-cloudvertexbot': 'Thu thập dữ liệu trang web theo yêu cầu của chủ trang để xây dựng Vertex AI Agents.',
  'profile.description.google-notebooklm': 'Tải một trang khi người dùng NotebookLM thêm nó làm nguồn.',
  'profile.description.slurp': 'Robot tìm kiếm của Yahoo.',
  'profile.description.yeti': 'Robot tìm kiếm của Naver.',
  'profile.description.seznambot': 'Robot tìm kiếm của Seznam.',
  'profile.description.petalbot': 'Robot của Petal Search (Huawei).',
  'profile.description.perplexity-user': 'Tải một trang khi người dùng Perplexity yêu cầu.',
  'profile.description.meta-externalfetcher': 'Tải một trang khi người dùng AI của Meta yêu cầu.',
  'profile.description.mistralai-user': 'Tải một trang khi người dùng Le Chat yêu cầu.',
  'profile.description.duckassistbot': 'Tải các trang để trả lời câu hỏi trong câu trả lời AI của DuckDuckGo.',
  'profile.description.youbot': 'Lập chỉ mục các trang cho tìm kiếm AI của You.com.',
  'profile.description.facebookbot': 'Thu thập nội dung để huấn luyện các mô hình giọng nói và ngôn ngữ của Meta.',
  'profile.description.cohere-training-data-crawler': 'Thu thập nội dung để huấn luyện các mô hình ngôn ngữ của Cohere.',
  'profile.description.deepseekbot': 'Thu thập nội dung có thể được dùng để huấn luyện các mô hình của DeepSeek.',
  'profile.description.tiktokspider': 'Thu thập nội dung có thể được dùng để huấn luyện các mô hình của ByteDance.',
  'profile.description.yandexadditional': 'Thu thập nội dung cho các mô hình YandexGPT của Yandex.',
  'profile.description.timpibot': 'Thu thập nội dung có thể được dùng để huấn luyện mô hình ngôn ngữ (Timpi).',
  'profile.description.ahrefsbot': 'Robot SEO của Ahrefs: liên kết ngược và kiểm tra trang web.',
  'profile.description.semrushbot': 'Robot SEO của Semrush: liên kết ngược và kiểm tra trang web.',
  'profile.description.screaming-frog':
    'Robot SEO trên máy tính do một người chạy trên trang web; Google đọc tên của nó thành “Screaming”.',
  'profile.description.mj12bot': 'Robot thu thập liên kết của Majestic; Google đọc tên của nó thành “MJ”.',
  'profile.description.dotbot': 'Robot thu thập liên kết của Moz.',
  'profile.description.facebookexternalhit':
    'Tải trang của một liên kết được chia sẻ để hiển thị bản xem trước trên Facebook và Instagram.',
  'profile.description.twitterbot': 'Tải trang của một liên kết được chia sẻ để hiển thị thẻ của nó trên X.',
  'profile.purpose.seo': 'Công cụ SEO',
  'profile.purpose.social': 'Xem trước trên mạng xã hội',
  'profile.category.seo': 'Công cụ SEO',
  'profile.category.social': 'Xem trước trên mạng xã hội',
} as const satisfies CatalogOf<ProfileMessages>;
