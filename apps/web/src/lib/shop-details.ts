/** The shop's legal name and contact details, wherever they appear (footer, contact page, invoice). */
export const shopDetails = {
  legalName: 'Durio Sdn. Bhd.',
  addressLines: ['Level 8, Menara Durio, 88 Jalan Ampang', '50450 Kuala Lumpur, Malaysia'],
  email: 'hello@durio.my',
  phone: '+60 3-2181 8800',
  phoneHref: 'tel:+60321818800',
} as const;
