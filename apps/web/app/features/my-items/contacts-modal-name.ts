/** The hash of the contacts modal (`#contacts`) that a status change opens when a phone is missing. */
export const contactsModalName = "contacts";
