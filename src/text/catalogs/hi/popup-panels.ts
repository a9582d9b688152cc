/**
 * Hindi: the crawler matrix, find in the robots.txt view, the diagnostics
 * summary, in the words of Google's Hindi page (docs/translation-glossary.md):
 * क्रॉलर, लाइन, अनुमति है / अनुमति नहीं है. "3 of 17" reads "17 में से 3".
 */
import type { CatalogOf } from '../../messages/index.ts';
import type { PopupPanelsMessages } from '../../messages/popup-panels.ts';

export default {
  'matrix.title': 'सभी क्रॉलर',
  'matrix.count': '{total, number} में से {allowed, number} को अनुमति है',
  'matrix.group':
    '{group, select, search {सर्च इंजन} google_special {Google के खास क्रॉलर} ai_training {एआई ट्रेनिंग} ' +
    'ai_search {एआई सर्च और असिस्टेंट} user_triggered {उपयोगकर्ता के अनुरोध पर फ़ेच} seo {एसईओ टूल} social {सोशल मीडिया पर झलक} ads {विज्ञापन} coccoc {Coc Coc} other {आपके बनाए क्रॉलर}}',
  'matrix.state.allowed': 'अनुमति है',
  'matrix.state.disallowed': 'अनुमति नहीं है',
  'matrix.state.unreachable': 'फ़िलहाल अनुमति नहीं है',
  'matrix.line': 'लाइन {line, number, ::integer group-off}',
  'matrix.cell.label':
    '{crawler}: {state, select, allowed {अनुमति है} disallowed {अनुमति नहीं है} other {फ़िलहाल अनुमति नहीं है}}' +
    '{line, plural, =0 {} other {, लाइन {line, number, ::integer group-off}}}. यह क्रॉलर चुनें.',
  'matrix.cell.chosen': '{crawler} चुना गया क्रॉलर है.',
  'find.label': 'robots.txt में खोजें',
  'find.placeholder': 'robots.txt में खोजें',
  'find.count': '{total, number}{capped, select, yes {+} other {}} में से {current, number}',
  'find.none': 'कोई मिलान नहीं',
  'find.previous': 'पिछला मिलान',
  'find.next': 'अगला मिलान',
  'find.clear': 'खोज साफ़ करें',
  'diagnostics.show': '{count, plural, one {जांच का नतीजा दिखाएं} other {सभी # नतीजे दिखाएं}}',
  'diagnostics.hide': 'नतीजे छिपाएं',
} as const satisfies CatalogOf<PopupPanelsMessages>;
