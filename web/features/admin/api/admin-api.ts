import { keepPreviousData, useIsMutating, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  adminAnalyticsSchema,
  adminContactMessagesSchema,
  adminReportsSchema,
  adminStatsSchema,
  adminUserDetailSchema,
  adminUsersPageSchema,
  systemHealthSchema,
  type AdminUserAction,
  type AdminUserEdit,
  type AdminUserFilter,
} from '#shared/schemas/admin.ts';
import { messageResponseSchema } from '#shared/schemas/auth.ts';
import { adminChurchesSchema, churchSavedSchema, type ChurchForm } from '#shared/schemas/churches.ts';
import { systemSettingsSchema, type SystemSettings, type SystemSettingsUpdate } from '#shared/schemas/moderation.ts';
import { pastorProposalsPageSchema, type PastorProposalDecline } from '#shared/schemas/pastor-proposals.ts';
import { premiumRequestsPageSchema, type PremiumDecline, type PremiumGrant } from '#shared/schemas/premium-requests.ts';
import { retentionStatusSchema } from '#shared/schemas/retention.ts';
import type { ReportFilter } from '#web/components/report-list.tsx';
import { apiRequest } from '#web/lib/api-client.ts';

/** Every admin query starts with this key: an admin action refreshes them all. */
const adminKey = ['admin'] as const;

/** D20: 'today' is the admin's local day, so the server is told when it began, as an instant. */
export function localMidnight(now: Date = new Date()): string {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate()).toISOString();
}

export function useAdminStats(since: string) {
  return useQuery({
    queryKey: [...adminKey, 'stats', since],
    staleTime: 0,
    queryFn: ({ signal }) =>
      apiRequest(`/api/admin/stats?${new URLSearchParams({ since }).toString()}`, { schema: adminStatsSchema, signal }),
  });
}

/** Issue 49: the System health card's figures, read afresh each time the dashboard opens. */
export function useSystemHealth() {
  return useQuery({
    queryKey: [...adminKey, 'system-health'],
    staleTime: 0,
    queryFn: ({ signal }) => apiRequest('/api/admin/system-health', { schema: systemHealthSchema, signal }),
  });
}

export function useAdminAnalytics(since: string) {
  return useQuery({
    queryKey: [...adminKey, 'analytics', since],
    staleTime: 0,
    queryFn: ({ signal }) =>
      apiRequest(`/api/admin/analytics?${new URLSearchParams({ since }).toString()}`, {
        schema: adminAnalyticsSchema,
        signal,
      }),
  });
}

export interface UsersQuery {
  q: string;
  filter: AdminUserFilter;
  page: number;
  pageSize: number;
}

export function useAdminUsers(query: UsersQuery) {
  return useQuery({
    queryKey: [...adminKey, 'users', query],
    staleTime: 0,
    // The table keeps the last page while the next one loads (search, filter, Previous/Next).
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({
        filter: query.filter,
        page: String(query.page),
        pageSize: String(query.pageSize),
      });
      if (query.q.trim()) params.set('q', query.q.trim());
      return apiRequest(`/api/admin/users?${params.toString()}`, { schema: adminUsersPageSchema, signal });
    },
  });
}

const userPath = (id: string) => `/api/admin/users/${encodeURIComponent(id)}`;

export function useAdminUser(id: string | undefined) {
  return useQuery({
    queryKey: [...adminKey, 'user', id],
    enabled: id !== undefined,
    staleTime: 0,
    queryFn: ({ signal }) => apiRequest(userPath(id ?? ''), { schema: adminUserDetailSchema, signal }),
  });
}

/** After any change the lists, the figures and the open user are asked again (spec §4: in sync). */
function useRefreshAdmin() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminKey });
}

/** The user changes (edit, actions, delete) share one key: while one runs, the modal's buttons wait. */
const userChangeKey = [...adminKey, 'user-change'] as const;

export function useUserChangePending(): boolean {
  return useIsMutating({ mutationKey: userChangeKey }) > 0;
}

export function useUpdateAdminUser() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationKey: userChangeKey,
    mutationFn: ({ id, values }: { id: string; values: AdminUserEdit }) =>
      apiRequest(userPath(id), { method: 'PUT', body: values, schema: messageResponseSchema }),
    onSettled: refresh,
  });
}

export function useAdminUserAction() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationKey: userChangeKey,
    mutationFn: ({ id, action }: { id: string; action: AdminUserAction }) =>
      apiRequest(`${userPath(id)}/${action}`, { method: 'POST', schema: messageResponseSchema }),
    onSettled: refresh,
  });
}

export function useDeleteAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: userChangeKey,
    mutationFn: (id: string) => apiRequest(userPath(id), { method: 'DELETE', schema: messageResponseSchema }),
    onSuccess: (_result, id) => queryClient.removeQueries({ queryKey: [...adminKey, 'user', id] }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}

export function useAdminReports(status: ReportFilter) {
  return useQuery({
    queryKey: [...adminKey, 'reports', status],
    staleTime: 0,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      apiRequest(`/api/admin/reports?${new URLSearchParams({ status }).toString()}`, {
        schema: adminReportsSchema,
        signal,
      }),
  });
}

const reportPath = (id: string) => `/api/admin/reports/${encodeURIComponent(id)}`;

export function useReportAction() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'resolve' | 'dismiss' }) =>
      apiRequest(`${reportPath(id)}/${action}`, { method: 'POST', schema: messageResponseSchema }),
    onSettled: refresh,
  });
}

export function useDeleteReport() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: (id: string) => apiRequest(reportPath(id), { method: 'DELETE', schema: messageResponseSchema }),
    onSettled: refresh,
  });
}

/** D18: the landing page's contact messages. */
export function useContactMessages() {
  return useQuery({
    queryKey: [...adminKey, 'contact-messages'],
    staleTime: 0,
    queryFn: ({ signal }) => apiRequest('/api/admin/contact-messages', { schema: adminContactMessagesSchema, signal }),
  });
}

export function useMarkContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, read }: { id: string; read: boolean }) =>
      apiRequest(`/api/admin/contact-messages/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: { read },
        schema: z.unknown(),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...adminKey, 'contact-messages'] }),
  });
}

/** D32: the church directory the super admin keeps (System Settings). */
export function useAdminChurches() {
  return useQuery({
    queryKey: [...adminKey, 'churches'],
    staleTime: 0,
    queryFn: ({ signal }) => apiRequest('/api/admin/churches', { schema: adminChurchesSchema, signal }),
  });
}

/** Adds a church (no id) or saves an edit; the directory is read again either way. */
export function useSaveChurch(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: ChurchForm) =>
      apiRequest(id ? `/api/admin/churches/${encodeURIComponent(id)}` : '/api/admin/churches', {
        method: id ? 'PUT' : 'POST',
        body: form,
        schema: churchSavedSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...adminKey, 'churches'] }),
  });
}

export function useRetireChurch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, retire }: { id: string; retire: boolean }) =>
      apiRequest(`/api/admin/churches/${encodeURIComponent(id)}/${retire ? 'retire' : 'reinstate'}`, {
        method: 'POST',
        schema: churchSavedSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...adminKey, 'churches'] }),
  });
}

/** D31: the System Settings that work: when profiles are reviewed, and whether registration is open. */
const settingsKey = [...adminKey, 'settings'] as const;

export function useSystemSettings() {
  return useQuery({
    queryKey: settingsKey,
    staleTime: 0,
    queryFn: ({ signal }) => apiRequest('/api/admin/settings', { schema: systemSettingsSchema, signal }),
  });
}

export function useSaveSystemSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: SystemSettingsUpdate) =>
      apiRequest('/api/admin/settings', { method: 'PUT', body: settings, schema: systemSettingsSchema }),
    onSuccess: (saved) => queryClient.setQueryData<SystemSettings>(settingsKey, saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKey }),
  });
}

/**
 * D42's data retention: how many accounts are told and scheduled for deletion, and the next. Under
 * the settings' key, so that saving the period reads it again.
 */
export function useRetentionStatus() {
  return useQuery({
    queryKey: [...settingsKey, 'retention'],
    queryFn: ({ signal }) => apiRequest('/api/admin/retention', { schema: retentionStatusSchema, signal }),
  });
}

/** D41: the Premium requests waiting for the church office, and the super admin's decisions. */
const premiumRequestsKey = [...adminKey, 'premium-requests'] as const;

export function usePremiumRequests() {
  return useQuery({
    queryKey: premiumRequestsKey,
    queryFn: ({ signal }) => apiRequest('/api/admin/premium-requests', { schema: premiumRequestsPageSchema, signal }),
  });
}

export function useGrantPremium(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PremiumGrant) =>
      apiRequest(`/api/admin/premium-requests/${id}/grant`, { method: 'POST', body, schema: messageResponseSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}

export function useDeclinePremium(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PremiumDecline) =>
      apiRequest(`/api/admin/premium-requests/${id}/decline`, { method: 'POST', body, schema: messageResponseSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: premiumRequestsKey }),
  });
}

/**
 * D44: the pastors members proposed, waiting in System Settings' church directory. Under the
 * directory's key: adding one changes a church's row, so both are read again.
 */
const churchesKey = [...adminKey, 'churches'] as const;
const pastorProposalsKey = [...churchesKey, 'pastor-proposals'] as const;

export function usePastorProposals() {
  return useQuery({
    queryKey: pastorProposalsKey,
    staleTime: 0,
    queryFn: ({ signal }) => apiRequest('/api/admin/pastor-proposals', { schema: pastorProposalsPageSchema, signal }),
  });
}

export function useAddProposedPastor(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(`/api/admin/pastor-proposals/${id}/add`, { method: 'POST', schema: messageResponseSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: churchesKey }),
  });
}

export function useDeclineProposedPastor(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PastorProposalDecline) =>
      apiRequest(`/api/admin/pastor-proposals/${id}/decline`, { method: 'POST', body, schema: messageResponseSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pastorProposalsKey }),
  });
}
