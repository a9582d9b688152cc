/**
 * Vietnamese for the command line (src/text/messages/cli.ts), in Coc Coc's
 * words (docs/translation-glossary.md): "bạn", "robot", "chỉ thị", "file
 * robots.txt", "chuyển hướng". Commands, options, JSON fields and
 * placeholders such as '<'url> stay as they are; only the `other` plural.
 */
import type { CatalogOf } from '../../messages/index.ts';
import type { CliMessages } from '../../messages/cli.ts';

export default {
  'cli.error': 'robots-lens: {message}',
  'cli.error.internal': 'lỗi nội bộ: {detail}',
  'cli.error.unknown-command': 'lệnh không xác định “{command}” (các lệnh: {commands}; xem --help)',

  'cli.args.unknown-option': '{command}: tùy chọn không xác định {option} (các tùy chọn: {known})',
  'cli.args.unknown-option-none': '{command}: tùy chọn không xác định {option} (lệnh này không nhận tùy chọn nào)',
  'cli.args.takes-no-value': '{command}: --{option} không nhận giá trị',
  'cli.args.needs-value': '{command}: --{option} cần một giá trị',
  'cli.args.unknown-engine': '{command}: cách đọc không xác định “{engine}” (dùng {engines})',
  'cli.args.bad-timeout': '{command}: --timeout nhận một số giây lớn hơn 0 và tối đa 600, không phải “{value}”',
  'cli.args.unexpected-argument': '{command}: đối số không mong đợi “{argument}” (xem --help)',
  'cli.args.missing-url': "{command}: thiếu '<'url> (xem --help)",
  'cli.args.crawler-twice': '{command}: chỉ nêu robot một lần, bằng --crawler hoặc trước URL',

  'cli.check.missing':
    "check: thiếu {argument, select, file {'<'robots.txt file>} crawler {'<'crawler>} other {'<'url>}} (cách dùng: check '<'url> --crawler NAME [--robots FILE], hoặc check '<'robots.txt file> '<'crawler> '<'url>)",
  'cli.check.not-a-url': 'check: “{url}” không phải là URL có host (hãy nhập địa chỉ đầy đủ, ví dụ https://example.com/page)',
  'cli.check.not-a-web-url':
    '“{url}” không phải là URL http hoặc https có host, nên không có file robots.txt nào để tải (dùng --robots FILE để kiểm tra với một file)',
  'cli.urls.missing-input': "urls: thiếu '<'file> (một file URL, mỗi dòng một URL, hoặc - cho đầu vào chuẩn)",

  'cli.crawler.profile': '{name} (hồ sơ robot “{id}”, tên robot {tokens})',
  'cli.crawler.token': 'tên robot nguyên văn “{token}”',
  'cli.crawler.unknown-close': 'robot không xác định “{crawler}”: có phải ý bạn là {names}? (Dùng --token để nhập tên robot nguyên văn.)',
  'cli.crawler.unknown': 'robot không xác định “{crawler}”: các robot đã biết: {names}. (Dùng --token để nhập tên robot nguyên văn.)',

  'cli.facts.robots-url': 'robots.txt: {url}',
  'cli.facts.hop': 'chuyển hướng {hop, number}: {status, number, ::integer group-off} từ {from} tới {to}',
  'cli.facts.answer':
    'câu trả lời: {status, number, ::integer group-off}, {contentType}, {bytes, plural, other {# byte}} trong {ms, number, ::integer} ms',
  'cli.facts.answer-no-type':
    'câu trả lời: {status, number, ::integer group-off}, không có kiểu nội dung, {bytes, plural, other {# byte}} trong {ms, number, ::integer} ms',
  'cli.facts.truncated':
    'lưu ý: nội dung có ít nhất {received, plural, other {# byte}}; giống Google, chỉ {kept, number} byte đầu tiên được đọc',
  'cli.facts.no-answer': 'câu trả lời: không có sau {ms, number, ::integer} ms',
  'cli.facts.reading': 'cách đọc: {meaning}',
  'cli.facts.unreachable': 'không tải được file robots.txt: kết luận là điều robot làm cho tới khi tải được (mã thoát 4)',

  'cli.matrix.head.crawler': 'robot',
  'cli.matrix.head.engine': 'cách đọc',
  'cli.matrix.head.verdict': 'kết luận',
  'cli.matrix.head.line': 'dòng quyết định',
  'cli.matrix.verdict': '{state, select, allowed {được phép} disallowed {không được phép} other {tạm thời không được phép}}',
  'cli.matrix.by-outcome': '(kết quả tải file quyết định)',

  'cli.urls.error.blank': 'dòng đầu vào {line, number, ::integer group-off}: dòng trống (cần một URL)',
  'cli.urls.error.json':
    'dòng đầu vào {line, number, ::integer group-off}: JSON không hợp lệ (cần một URL, một chuỗi JSON hoặc một đối tượng có "url")',
  'cli.urls.error.not-a-web-url':
    'dòng đầu vào {line, number, ::integer group-off}: không phải URL http hoặc https có host, nên không có file robots.txt nào để tải',
  'cli.urls.error.too-long':
    'dòng đầu vào {line, number, ::integer group-off}: dòng có {bytes, number} byte; urls chỉ đọc dòng tối đa {limit, number} byte',

  'cli.input.unreadable':
    'không đọc được “{path}”: {reason, select, ENOENT {không có file này} EISDIR {đây là một thư mục} EACCES {không có quyền truy cập} ENOTDIR {một phần của đường dẫn không phải là thư mục} ELOOP {quá nhiều liên kết tượng trưng} ENAMETOOLONG {tên quá dài} EMFILE {có quá nhiều file đang mở} fifo {đây là một named pipe, không phải file thông thường} device {đây là một thiết bị, không phải file thông thường} socket {đây là một socket, không phải file thông thường} other {đây là một socket hoặc thiết bị, không phải file thông thường}}',
  'cli.input.too-large': 'không đọc được “{path}”: file lớn hơn {limit, number} byte, mức tối đa mà --no-limit đọc',
  'cli.input.failed': 'không đọc được “{path}”: {detail}',

  'cli.lint.missing': "lint: thiếu '<'file robots.txt> (cách dùng: lint '<'file robots.txt, hoặc - cho stdin>)",
  'cli.lint.unexpected-argument': "lint: đối số không mong đợi “{argument}” (cách dùng: lint '<'file robots.txt>)",

  'cli.batch.unexpected-argument': 'batch: đối số không mong đợi “{argument}” (batch đọc các dòng JSON từ stdin)',
  'cli.batch.line': 'dòng đầu vào {line, number, ::integer group-off}: {message}',
  'cli.batch.too-long': 'dòng này có {bytes, number} byte; batch chỉ đọc những dòng dài tối đa {limit, number} byte',
  'cli.batch.blank': 'dòng trống (cần một đối tượng JSON)',
  'cli.batch.invalid-json': 'JSON không hợp lệ: {detail}',
  'cli.batch.not-an-object': 'cần một đối tượng JSON',
  'cli.batch.missing-robots': 'thiếu file robots.txt: hãy nêu "robotstxt", "robotstxt_base64" hoặc "robotstxt_file"',
  'cli.batch.robots-twice': 'chỉ nêu một trong các trường {fields}',
  'cli.batch.not-a-string': '"{field}" phải là một chuỗi',
  'cli.batch.file-empty': '"robotstxt_file" trống',
  'cli.batch.missing-url': 'thiếu "url"',
  'cli.batch.crawler-twice': 'chỉ nêu "useragent" hoặc "profile", không nêu cả hai',
  'cli.batch.missing-crawler': 'thiếu robot: hãy nêu "useragent" (tên robot) hoặc "profile" (tên hồ sơ robot)',
  'cli.batch.unknown-engine': 'cách đọc không xác định {engine} (dùng "google" hoặc "coccoc")',
  'cli.batch.bad-base64': '"robotstxt_base64" không phải là base64 hợp lệ: {detail}',
  'cli.batch.cannot-read': 'không đọc được “{path}”',
  'cli.batch.stats':
    'batch: {lines, plural, other {# dòng}}, {answered, number} dòng đã trả lời, {errors, plural, other {# lỗi}}; số nội dung robots.txt đã phân tích: {parsed, number}, số lần lấy từ bộ nhớ đệm: {hits, number}',

  'cli.verdict.line': 'dòng {line, number, ::integer group-off}: {text}',
  'cli.verdict.line-details': 'dòng {line, number, ::integer group-off}: {text}  ({details})',
  'cli.verdict.match-priority': 'độ ưu tiên {priority, number, ::integer group-off}',
  'cli.verdict.match-escaped': 'so khớp dưới dạng {pattern}',
  'cli.verdict.match-index-htm':
    'so khớp dưới dạng {pattern}: Google hiểu một chỉ thị Allow cho index.htm là cũng cho phép thư mục chứa nó',
  'cli.verdict.no-line': 'không có dòng nào quyết định',
  'cli.verdict.why': 'lý do: {explanation}',
  'cli.verdict.crawler': 'robot: {crawler}; cách đọc {engine}; đường dẫn được so khớp: {path}',
  'cli.verdict.groups-none': 'nhóm áp dụng: không có',
  'cli.verdict.groups': '{scope, select, global {nhóm áp dụng (“*”):} other {nhóm áp dụng (tên robot “{token}”):}}',
  'cli.verdict.other-matches': 'các chỉ thị phù hợp khác:',
  'cli.verdict.other-match': 'dòng {line, number, ::integer group-off}: {text} — {outcome}',
  'cli.verdict.more-matches': '… và {count, number} chỉ thị khác',
  'cli.verdict.crawl-delay':
    'crawl-delay: {seconds, number} giây ở dòng {line, number, ::integer group-off}; {honoured, select, yes {{crawler} tuân theo} other {{crawler} bỏ qua crawl-delay}}',
  'cli.verdict.crawl-delay-capped':
    'crawl-delay: {seconds, number} giây ở dòng {line, number, ::integer group-off}, được tính là {effective, number} giây (Cốc Cốc giới hạn crawl-delay ở {max, number} giây); {honoured, select, yes {{crawler} tuân theo} other {{crawler} bỏ qua crawl-delay}}',
  'cli.verdict.truncated-stream':
    'lưu ý: đầu vào lớn hơn {kept, number} byte; giống Google, chỉ {kept, number} byte đầu tiên được đọc (dùng --no-limit để đọc toàn bộ)',
  'cli.verdict.truncated-file':
    'lưu ý: file có {bytes, number} byte; giống Google, chỉ {kept, number} byte đầu tiên được đọc (dùng --no-limit để đọc toàn bộ)',

  'cli.usage.intro': 'robots-lens: robot này có được tải URL này theo file robots.txt này không, và dòng nào quyết định?',
  'cli.usage.synopsis': `Cách dùng:
  robots-lens check '<'url> [--crawler NAME] [--robots FILE] [tùy chọn]
  robots-lens check '<'file robots.txt, hoặc - cho stdin> '<'crawler> '<'url> [tùy chọn]
  robots-lens matrix '<'url> [--robots FILE] [--json]
  robots-lens urls '<'file URL, hoặc -> [--crawler NAME] [--robots FILE] [--json]
  robots-lens batch [--engine google|coccoc] [--no-limit] [--stats] '<' requests.jsonl
  robots-lens lint '<'file robots.txt, hoặc - cho stdin> [--json] [--no-limit]
  robots-lens diff '<'cũ> '<'mới> [--urls FILE | --sitemap URL] [--crawler NAMES]
  robots-lens test '<'file kỳ vọng> [--robots FILE|URL]
  robots-lens robots_main '<'file robots.txt> '<'user_agent> '<'url>
  robots-lens --help
(từ mã nguồn, không có npm link: npm run cli -- '<'lệnh> …)`,
  'cli.usage.check': `check
  In "allowed" hoặc "disallowed", rồi dòng quyết định (số dòng và nội dung),
  lý do, các nhóm được áp dụng, các chỉ thị khác phù hợp và vì sao chúng
  thua, và crawl-delay. Không có --robots, lệnh tải file robots.txt của
  chính URL đó (xem "Trang web trực tiếp") và in thông tin tải sau kết luận.
  '<'url>             địa chỉ đầy đủ có host, ví dụ https://example.com/page,
                    đọc như trình duyệt yêu cầu (xem "URL"); mọi thứ khác
                    bị từ chối
  --crawler NAME    một hồ sơ robot, theo tên hoặc id (không phân biệt hoa
                    thường; mặc định Googlebot):
                    {profiles}
  --robots FILE     kiểm tra với file này (- cho stdin), không tải gì
  --token           robot là một tên robot nguyên văn, dùng đúng như thư viện
                    của Google dùng đối số user-agent (nên "Googlebot/2.1"
                    không khớp nhóm "User-agent: Googlebot" nào)
  --engine NAME     google (mặc định cho tên robot) hoặc coccoc; một hồ sơ
                    dùng cách đọc riêng của nó trừ khi có tùy chọn này
  --json            in kết luận dưới dạng JSON; khi tải trực tiếp, một đối
                    tượng có "url", "robotsUrl", "state", "allowed", "line",
                    "reading", "fetch" (chuyển hướng, trạng thái, byte, thời
                    gian) và "verdict"
  --timeout SECONDS giới hạn thời gian tải trực tiếp (mặc định 10, như tiện ích)
  Dạng cũ check '<'file robots.txt> '<'crawler> '<'url> vẫn dùng được.`,
  'cli.usage.live': `Trang web trực tiếp
  check, matrix và urls tải file robots.txt như tiện ích, bằng chính bộ tải
  của nó: theo từng lần chuyển hướng, tối đa {hops, number} lần, mỗi lần đều được
  ghi lại; một host công khai không được chuyển yêu cầu tới máy này hay mạng
  của nó (localhost, 10.0.0.0/8, tên không có dấu chấm, tên trỏ về đó), cũng
  không tới địa chỉ không phải http(s); không gửi cookie; giữ {limit, number} byte
  đầu; {timeout, number} giây cho cả chuỗi. Câu trả lời thành kết luận theo từng cách
  đọc: 4xx cho phép tất cả; 5xx, 429 và không có câu trả lời tạm thời không
  cho phép gì (Google); quá {hops, number} lần chuyển hướng được coi như không có
  file robots.txt.`,
  'cli.usage.matrix': `matrix
  Mỗi hồ sơ robot một dòng cho một URL: robot, cách đọc, kết luận và dòng
  quyết định, từ một lần tải file robots.txt (hoặc --robots FILE). --json
  ghi mỗi robot một đối tượng JSON: {shape}.
  Mã thoát: 0 khi đã trả lời, 4 khi không tải được file robots.txt.`,
  'cli.usage.urls': `urls
  Đọc các URL, mỗi dòng một URL, từ một file hoặc - (stdin): URL thuần, một
  chuỗi JSON hoặc một đối tượng JSON có "url", mỗi URL được đọc như trình
  duyệt yêu cầu (xem "URL"). Mỗi URL được kiểm tra với file robots.txt của
  chính nguồn gốc của nó, tải một lần cho mỗi nguồn gốc và giữ trong lúc lệnh
  chạy, hoặc tất cả với --robots FILE (khi đó một dòng cũng có thể là đường
  dẫn bắt đầu bằng "/"). Ghi CSV có dòng tiêu đề và mỗi dòng đầu vào một hàng,
  theo đúng thứ tự, với các cột:
    url          URL như đã đọc (dòng như đã nhập khi dòng đó bị lỗi)
    allowed      true hoặc false
    line         dòng quyết định của robots.txt, 0 khi không có
    crawl_delay  crawl-delay tính bằng giây, để trống khi không có
    robots_url   chỉ khi tải trực tiếp: file robots.txt đã yêu cầu
    state        chỉ khi tải trực tiếp: allowed, disallowed hoặc unreachable
    reason       chỉ khi tải trực tiếp: mã kết quả tải (parsed, client-error,
                 server-error, network-error, …)
    error        lý do dòng đó không có câu trả lời (các ô khác khi đó để trống)
  Với --json, lệnh ghi mỗi dòng đầu vào một dòng JSON:
  {answerShape}, khi tải trực tiếp thêm "robotsUrl", "state", "reason" và "truncated" (khi
  robots.txt bị cắt), hoặc {errorShape}. Một ô CSV mà bảng tính sẽ chạy như
  công thức (bắt đầu bằng =, +, -, @, tab hoặc CR) được thêm ' ở đầu.
  Nhận --crawler, --token, --engine, --robots, --no-limit và --timeout như
  check. Danh sách phải là file thường, named pipe hoặc -: thiết bị hoặc thư
  mục bị từ chối trước khi ghi bất cứ thứ gì. Mã thoát: 0 khi mọi đầu vào đã
  được trả lời, 2 khi dùng sai hoặc không đọc được đầu vào.`,
  'cli.usage.batch': `batch
  Đọc các dòng JSON từ stdin, mỗi dòng là một đối tượng có
    một trong  "robotstxt": văn bản | "robotstxt_base64": đúng từng byte | "robotstxt_file": đường dẫn
    "url": URL cần kiểm tra, đọc như thư viện của Google đọc và không kiểm
           tra: chỉ phần sau host được so khớp, nên một chuỗi không phải URL
           được so khớp từ dấu "/" đầu tiên (hoặc như "/" khi không có:
           "not a url" và "" đều là "/")
    một trong  "useragent": tên robot nguyên văn | "profile": tên hoặc id hồ sơ
    tùy chọn "engine": "google" hoặc "coccoc" (mặc định: --engine, nếu không
             thì cách đọc của hồ sơ, nếu không thì google)
  và ghi mỗi dòng đầu vào một dòng JSON, theo đúng thứ tự:
    {answerShape}
  Một dòng không trả lời được (JSON không hợp lệ, thiếu trường, file không đọc
  được, base64 sai, hồ sơ không xác định, quá {maxLineBytes, number} byte) nhận
  {errorShape} và batch tiếp tục. Dòng trống cũng nhận lỗi,
  nên dòng ra thứ N luôn trả lời dòng vào thứ N. Dòng kết thúc bằng LF hoặc
  CRLF. Câu trả lời được ghi ngay khi phần đầu vào đã đọc được trả lời, không
  giữ tới cuối. Cùng một file, văn bản hay nội dung base64 chỉ được phân tích
  một lần. --stats in một dòng tóm tắt (số dòng, lỗi, số nội dung đã phân
  tích) ra stderr. Mã thoát: 0 khi mọi đầu vào đã được trả lời, 2 khi dùng sai.`,
  'cli.usage.lint': `lint
  Mỗi phát hiện một dòng: "'<'dòng>: '<'mức độ>: '<'thông báo>" ("file" cho cả
  file), sắp theo dòng. --json in các phát hiện kèm mã của chúng.
  Mã thoát: 1 khi có phát hiện là lỗi (ví dụ file UTF-16 hoặc nhị phân),
  ngược lại 0; 2 khi dùng sai hoặc không đọc được đầu vào.`,
  'cli.usage.robots-main': `robots_main
  robots_main của Google, cho các script viết cho nó: cùng đối số, cùng dòng
  kết quả ("user-agent '…' with URI '…': ALLOWED" hoặc DISALLOWED, và một
  thông báo khi file trống) và cùng mã thoát (0 khi đã trả lời, 1 khi sai số
  đối số hoặc không đọc được file). Đọc cả file, như công cụ của Google, tối
  đa 32 MiB.`,
  'cli.usage.input': `Đầu vào
  Đường dẫn tới file robots.txt (hoặc "robotstxt_file") phải là một file
  thường: named pipe, thiết bị hay thư mục bị từ chối kèm thông báo lỗi. "-"
  đọc stdin, dù nó là gì.`,
  'cli.usage.size-limit': `Giới hạn kích thước
  Giống Google, chỉ {limit, number} byte (500 KiB) đầu của file robots.txt được đọc,
  và không đọc nhiều hơn thế từ file hay stdin. Mỗi lệnh đều cho biết khi đã
  cắt một file: check và matrix bằng một ghi chú (và trong JSON của chúng),
  urls trên stderr (và "truncated": true trong câu trả lời JSON khi tải trực
  tiếp), batch bằng "truncated": true trong câu trả lời, lint bằng một phát
  hiện. --no-limit đọc cả nội dung (như trình phân tích mã nguồn mở của Google
  khi được đưa cả nội dung) tới {ceiling, number} byte (32 MiB), và từ chối nội dung
  lớn hơn: nội dung đã phân tích chiếm tới ~15 lần kích thước của nó.
  Một dòng đầu vào có tối đa {urlsLine, number} byte (urls) hoặc {batchLine, number}
  byte (batch): dòng dài hơn nhận một lỗi và các dòng sau nó vẫn được đọc.
  Một dòng vượt quá {giveUp, number} byte mà không có ký tự xuống dòng (đầu vào nhị
  phân, /dev/zero) làm lệnh dừng với một lỗi (mã thoát 2).`,
  'cli.usage.exit-codes': `Mã thoát
  0 được phép (hoặc đã trả lời), 1 không được phép (lint: có lỗi), 2 dùng sai
  hoặc không đọc được đầu vào, 3 lỗi nội bộ, 4 không tải được file robots.txt
  (check và matrix: không truy cập được, 5xx, 429 hoặc chuyển hướng bị từ
  chối; kết luận được in là điều robot làm trong lúc đó).`,
  'cli.usage.output': `Đầu ra
  Lỗi là một dòng trên stderr, không bao giờ là stack trace. Ký tự điều khiển,
  ký tự bidi và ký tự vô hình trong những gì được in (chỉ thị, đường dẫn, URL,
  tên robot và tên file) được hiển thị dạng escape, ví dụ \\x1b hoặc
  {escapeExample}; trong đầu ra JSON là escape \\u (\\u202e), đọc lại vẫn ra
  đúng văn bản đó.`,

  'cli.verdict.url': 'url: {url}',
  'cli.verdict.url-read': 'url: {url} (như trình duyệt yêu cầu “{typed}”)',
  'cli.args.not-a-url': '{command}: “{url}” không phải là URL có host (hãy nhập địa chỉ đầy đủ, ví dụ https://example.com/page)',
  'cli.args.lookalike-option': '{command}: “{option}” có ký tự trông giống (như dấu “＝” toàn độ rộng): ý bạn là {plain}?',
  'cli.urls.error.not-a-url':
    'dòng đầu vào {line, number, ::integer group-off}: không phải URL có host, cũng không phải đường dẫn bắt đầu bằng “/”',
  'cli.input.endless-line':
    'đã dừng đọc “{path}” ở dòng đầu vào {line, number, ::integer group-off}: hơn {bytes, number} byte mà không có ký tự xuống dòng (đây có phải file nhị phân hoặc thiết bị không?)',

  'cli.urls.note.truncated':
    'lưu ý: {url} có ít nhất {received, plural, other {# byte}}; giống Google, chỉ {kept, number} byte đầu tiên được đọc',

  'cli.usage.url-reading': `URL
  check, matrix và urls đọc URL như trình duyệt yêu cầu (theo chuẩn WHATWG
  URL, như tiện ích): đường dẫn không phải ASCII được mã hóa phần trăm theo
  UTF-8 (/café thành /caf%C3%A9), tên miền quốc tế được viết bằng punycode,
  "\\" được đọc là "/" và các đoạn dấu chấm bị bỏ. Dạng đó là dạng được so
  khớp với các chỉ thị, và là dạng được in ra. batch và robots_main giữ cách
  đọc nguyên văn của Google: URL được so khớp đúng như đã nhập, từng byte,
  như thư viện của Google và robots_main của nó.
  Tên robot hoặc --token có ký tự ẩn (dấu xuống dòng, khoảng trắng độ rộng
  bằng 0), bắt đầu hoặc kết thúc bằng dấu cách, hoặc dùng dạng toàn độ rộng
  (Ｇｏｏｇｌｅｂｏｔ, ＝) bị từ chối, kèm tên ký tự đó: nó sẽ không khớp
  với nhóm mà nó trông như đang nêu tên.`,
  'cli.args.bad-format': '{command}: --format nhận {formats}, không phải “{value}”',
  'cli.args.crawlers-twice': '{command}: chỉ dùng --crawler hoặc --all-crawlers, không dùng cả hai',
  'cli.diff.missing':
    "diff: thiếu '<'cũ> hoặc '<'mới> (cách dùng: diff '<'file robots.txt cũ> '<'file robots.txt mới>; mỗi cái là một file, - hoặc một URL http(s))",
  'cli.diff.stdin-twice': 'đầu vào chuẩn (-) chỉ đọc được một lần',
  'cli.diff.no-urls': 'diff: danh sách URL hoặc sitemap không có URL nào để kiểm tra',
  'cli.diff.urls-too-large': 'không đọc được “{path}”: file lớn hơn {limit, number} byte',
  'cli.diff.too-many-urls': 'nhiều hơn {limit, number} URL: hãy kiểm tra từng phần',
  'cli.diff.no-user-agent': 'chỉ thị trước mọi dòng User-agent',
  'cli.diff.agents': 'User-agent {agents}',
  'cli.diff.verdict': '{allowed, select, yes {được phép} other {không được phép}}',
  'cli.diff.no-rule': 'không có chỉ thị nào quyết định',
  'cli.diff.by-line': 'dòng {line, number, ::integer group-off}: {rule}',
  'cli.diff.outcome': 'file robots.txt {side, select, old {cũ} other {mới}} ({url}) không được đọc: {meaning}',
  'cli.diff.same': 'không có chỉ thị nào thay đổi: hai file có cùng nhóm, chỉ thị, crawl-delay và sitemap',
  'cli.diff.summary': 'file robots.txt đã thay đổi: thêm {added, plural, other {# chỉ thị}}, bỏ {removed, number}',
  'cli.diff.group': '{status, select, added {nhóm mới} removed {nhóm bị bỏ} other {nhóm}}: {agents}',
  'cli.diff.rule-new': 'dòng {line, number, ::integer group-off}: {rule}',
  'cli.diff.rule-old': 'dòng cũ {line, number, ::integer group-off}: {rule}',
  'cli.diff.crawl-delay': 'crawl-delay: {before} → {after}',
  'cli.diff.sitemap': 'Sitemap: {url}',
  'cli.diff.probed': 'không có --urls hay --sitemap: đã kiểm tra {paths, plural, other {# đường dẫn}} mà các chỉ thị thay đổi nêu ra',
  'cli.diff.effect': '{crawler}: {url}: {before} ({beforeWhy}) → {after} ({afterWhy})',
  'cli.diff.effect-rule': '{crawler}: {url}: vẫn {after}, giờ {afterWhy} (trước đây {beforeWhy})',
  'cli.diff.total':
    '{changed, plural, =0 {không có kết luận nào thay đổi} other {# kết luận thay đổi}} ({urls, plural, other {# URL}} × {crawlers, plural, other {# robot}})',
  'cli.diff.annotation-title': 'file robots.txt thay đổi: {crawler}',
  'cli.test.missing': "test: thiếu '<'file kỳ vọng> (cách dùng: test '<'file> [--robots FILE|URL])",
  'cli.test.too-large': 'không đọc được “{path}”: file lớn hơn {limit, number} byte',
  'cli.test.not-utf8': 'không đọc được “{path}”: đây không phải văn bản UTF-8',
  'cli.test.empty': '“{path}” không có kỳ vọng nào',
  'cli.test.too-many': 'nhiều hơn {limit, number} kỳ vọng: hãy chia nhỏ file',
  'cli.test.yaml-syntax': 'file kỳ vọng, dòng {line, number, ::integer group-off}: YAML không hợp lệ: {detail}',
  'cli.test.line.yaml-shape':
    'file kỳ vọng, dòng {line, number, ::integer group-off}: cần một danh sách, mỗi mục có "url" và "allow" hoặc "disallow" (tên một robot hoặc danh sách tên)',
  'cli.test.line.bad-verdict': 'file kỳ vọng, dòng {line, number, ::integer group-off}: “{word}” không phải allow hay disallow',
  'cli.test.line.no-url': 'file kỳ vọng, dòng {line, number, ::integer group-off}: thiếu URL sau allow hoặc disallow',
  'cli.test.line.not-a-url': 'file kỳ vọng, dòng {line, number, ::integer group-off}: “{url}” không phải là URL http hoặc https có host',
  'cli.test.line.problem': 'file kỳ vọng, dòng {line, number, ::integer group-off}: {problem}',
  'cli.test.mismatch': '{file}:{line, number, ::integer group-off}: {crawler}: {url}: kỳ vọng {expected}, thực tế {got} ({why})',
  'cli.test.total': 'đạt {met, number} trên {total, plural, other {# kỳ vọng}}',
  'cli.test.annotation-title': 'kỳ vọng về file robots.txt không đạt: {crawler}',
  'cli.usage.diff': `diff
  robots-lens diff '<'cũ> '<'mới> [--urls FILE] [--sitemap URL]
                   [--crawler NAMES | --all-crawlers] [--format FORMAT]
  Những gì thay đổi giữa hai file robots.txt, mỗi cái là một file, - (stdin)
  hoặc một URL http(s) (file robots.txt đang dùng của trang web đó): từng chỉ
  thị trong từng nhóm (một nhóm được gọi theo các User-agent của nó; chỉ thị
  chỉ đổi chỗ không tính là thay đổi), crawl-delay và sitemap; rồi với mỗi
  robot, mỗi URL có kết luận thay đổi, kèm dòng quyết định trước và sau.
  --urls FILE       các URL cần kiểm tra, mỗi dòng một URL (# mở đầu chú thích)
  --sitemap URL     các URL mà một sitemap liệt kê (kể cả các file của sitemap chỉ mục)
  Không có cả hai thì kiểm tra các đường dẫn mà các chỉ thị thay đổi nêu ra.
  --crawler NAMES   tên hoặc id hồ sơ robot, cách nhau bằng dấu phẩy (mặc định
                    Googlebot); --all-crawlers kiểm tra mọi hồ sơ
  Tối đa {limit, number} URL. Mã thoát: 0 khi không kết luận nào thay đổi, 1 khi
  có, 2 khi dùng sai, 4 khi không tải được một file robots.txt trực tuyến.`,
  'cli.usage.test': `test
  robots-lens test '<'file kỳ vọng> [--robots FILE|URL] [--format FORMAT]
  Kiểm tra những gì bạn kỳ vọng mỗi robot được phép tải, với một file
  robots.txt (--robots FILE), file đang dùng của một trang web (--robots URL)
  hoặc, khi không có --robots, file robots.txt của chính mỗi URL. Dạng văn
  bản, mỗi dòng một kỳ vọng:
    # allow|disallow  URL  robot (mặc định Googlebot)
    allow    https://example.com/            Googlebot Bingbot
    disallow https://example.com/admin/      Googlebot
    disallow https://example.com/            GPTBot, CCBot
  hoặc YAML, trong file có tên .yaml hoặc .yml:
    - url: https://example.com/admin/
      disallow: [Googlebot, Bingbot]
      allow: AdsBot-Google
  Mỗi kỳ vọng không đạt được in ra dạng
  "'<'file>:'<'dòng>: '<'robot>: '<'url>: kỳ vọng …, thực tế … ('<'dòng quyết định>)".
  Mã thoát: 0 khi mọi kỳ vọng đều đạt, 1 khi có kỳ vọng không đạt, 2 khi dùng
  sai hoặc file sai dạng, 4 khi không tải được một file robots.txt trực tuyến.
  Đầu ra của diff và test: --format text (mặc định), json (hoặc --json),
  github (văn bản, rồi các chú thích GitHub Actions trên dòng robots.txt
  quyết định) hoặc junit (JUnit XML).`,
} as const satisfies CatalogOf<CliMessages>;
