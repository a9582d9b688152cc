/** Hindi: the popup page's own words ("आप" forms, as Google's Hindi page writes). */
import type { CatalogOf } from '../../messages/index.ts';
import type { PopupMessages } from '../../messages/popup.ts';

export default {
  'popup.error.bad-tab': '“{tab}” कोई टैब नंबर नहीं है.',
  'popup.error.worker-timeout': 'Robots Lens के बैकग्राउंड वर्कर ने {seconds, plural, one {# सेकंड} other {# सेकंड}} में जवाब नहीं दिया.',
  'popup.error.worker-silent': 'Robots Lens के बैकग्राउंड वर्कर ने जवाब नहीं दिया. हो सकता है कि वह फिर से शुरू हो रहा हो: थोड़ी देर में फिर से कोशिश करें.',
  'popup.error.failed-detail': 'इस पेज की जांच करते समय कुछ गड़बड़ी हुई: {detail}',
  'popup.error.failed': 'इस पेज की जांच करते समय कुछ गड़बड़ी हुई.',
} as const satisfies CatalogOf<PopupMessages>;
