import type { ContactMessageBody } from '@durio/shared/schemas/content';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';

export interface ContactMessageReply {
  success: boolean;
  message: string;
}

/** Stores the message and e-mails the shop (docs/product/storefront.md); answers 201 'Message Sent'. */
export function sendContactMessage(body: ContactMessageBody): Promise<ContactMessageReply> {
  return apiRequest<ContactMessageReply>(apiPaths.contact, { method: 'POST', body, auth: false });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
