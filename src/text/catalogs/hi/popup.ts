/** Hindi: the popup page's own words ("आप" forms, as Google's Hindi page writes). */
import type { CatalogOf } from '../../messages/index.ts';
import type { PopupMessages } from '../../messages/popup.ts';

export default {
  'popup.state.not-applicable':
    'Robots Lens http और https पेजों की जांच करता है. कोई वेब पेज खोलें और Robots Lens बटन पर फिर से क्लिक करें. इससे आपको पता चलेगा कि आपका चुना हुआ क्रॉलर उस पेज को फ़ेच कर सकता है या नहीं, और robots.txt की कौनसी लाइन इसका फ़ैसला करती है.',
  'popup.state.error-page-known': 'इस पेज की robots.txt के बारे में अभी कुछ पता नहीं है. ऊपर दी गई गड़बड़ी Robots Lens की अपनी है, साइट की नहीं.',
  'popup.state.error-page-unknown': 'Robots Lens यह पता नहीं लगा सका कि यह कौनसा पेज है.',
  'popup.state.retry': 'फिर से कोशिश करें',
  'popup.state.no-address':
    'ब्राउज़र, एक्सटेंशन को इस टैब का पता पढ़ने नहीं देता (ब्राउज़र के अपने पेज और दूसरे एक्सटेंशन के पेज), इसलिए जांच के लिए कोई robots.txt नहीं है.',

  'popup.error.bad-tab': '“{tab}” कोई टैब नंबर नहीं है.',
  'popup.error.worker-timeout': 'Robots Lens के बैकग्राउंड वर्कर ने {seconds, plural, one {# सेकंड} other {# सेकंड}} में जवाब नहीं दिया.',
  'popup.error.worker-silent': 'Robots Lens के बैकग्राउंड वर्कर ने जवाब नहीं दिया. हो सकता है कि वह फिर से शुरू हो रहा हो: थोड़ी देर में फिर से कोशिश करें.',
  'popup.error.failed-detail': 'इस पेज की जांच करते समय कुछ गड़बड़ी हुई: {detail}',
  'popup.error.failed': 'इस पेज की जांच करते समय कुछ गड़बड़ी हुई.',
  'popup.error.evaluation-failed-detail': 'Robots Lens इस robots.txt का आकलन नहीं कर सका: {detail}',
  'popup.error.evaluation-failed': 'Robots Lens इस robots.txt का आकलन नहीं कर सका.',
} as const satisfies CatalogOf<PopupMessages>;
