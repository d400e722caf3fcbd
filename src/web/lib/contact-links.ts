/** A tel: link for a typed phone number ('+36 30 123 4567' -> 'tel:+36301234567'). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
