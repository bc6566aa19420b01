import type { CreateContact } from '@nota20/core/contracts/feedback';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';

/** POST /api/contact: the public contact form. */
export const sendContact = (input: CreateContact) => apiSend('POST', '/contact', input);

export const useSendContact = () => useMutation({ mutationFn: sendContact });
