import type { CreateSupport } from '@nota20/core/contracts/feedback';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';

/** POST /api/support: the Centro de ajuda, signed in with the student's account. */
export const sendSupport = (input: CreateSupport) => apiSend('POST', '/support', input);

export const useSendSupport = () => useMutation({ mutationFn: sendSupport });
