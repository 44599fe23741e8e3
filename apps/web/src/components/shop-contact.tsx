import type { ShopContact } from '@durio/shared/schemas/settings';

/** `tel:` link of a phone number as people write it ('+60 3-2181 8800'). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The shop's legal name and address, a line each, as the admin set them (footer, contact page, invoice). */
export function ShopAddressLines({ contact, lineClassName = 'block' }: { contact: ShopContact; lineClassName?: string }) {
  return [contact.legalName, ...contact.addressLines].map((line, index) => (
    <span key={`${index}-${line}`} className={lineClassName}>
      {line}
    </span>
  ));
}
