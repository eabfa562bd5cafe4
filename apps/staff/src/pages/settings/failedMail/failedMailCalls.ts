import type { CoreFailedMailList } from '@clinic/api-contract';
import { apiRequest } from '../../../api/httpClient';

export const failedMailKey = ['core', 'FailedMail'] as const;

export const listFailedMail = () => apiRequest<CoreFailedMailList>('GET', '/api/core/FailedMail');
export const retryFailedMail = (id: string) => apiRequest('POST', `/api/core/FailedMail/${id}/Retry`);
export const dismissFailedMail = (id: string) => apiRequest('DELETE', `/api/core/FailedMail/${id}`);
