/** The sentences of Near me (docs/product/nearest-partner.md), shared with the tests. */
export const FALLBACK_SENTENCE = 'We could not use your location. Please choose your country and region below to find a partner.';
export const CONSENT_NOTE = 'Your location is used once, in your browser, to sort the partners by distance. It is not sent to us.';
