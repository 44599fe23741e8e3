import type { MessageReply } from '@durio/shared/schemas/common';
import type { ContactMessageBody } from '@durio/shared/schemas/content';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';

/** Stores the message and e-mails the shop (docs/product/storefront.md); answers 201 'Message Sent'. */
export function sendContactMessage(body: ContactMessageBody): Promise<MessageReply> {
  return apiRequest<MessageReply>(apiPaths.contact, { method: 'POST', body, auth: false });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
