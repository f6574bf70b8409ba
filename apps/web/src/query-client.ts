import { createQueryClient } from '@lne/api-client';

export const queryClient = createQueryClient();
