import type { CreateReport, Report } from '@nota20/core/contracts/learning';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';

/** POST /api/questions/:id/reports: 201 the first time, 200 with the same report after. */
export const useReportQuestion = () =>
  useMutation({
    mutationFn: ({ questionId, ...body }: CreateReport & { questionId: number }) =>
      apiSend<Report>('POST', `/questions/${questionId}/reports`, body),
  });
