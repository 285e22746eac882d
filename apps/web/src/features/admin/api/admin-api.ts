import type {
  AdminHostelsPage,
  AdminOverview,
  AdminUser,
  AdminUsersPage,
  AuditEntry,
  ContactMessage,
  ContactMessagesPage,
  ContactStats,
  ContactStatus,
  ContactCategory,
  HostelStatus,
  Role,
} from '@hostelhub/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';

/** Every admin cache key starts here, so one invalidation refreshes the whole panel. */
const ADMIN = ['admin'] as const;

async function data<T>(promise: Promise<DataEnvelope<T>>): Promise<T> {
  return (await promise).data;
}

/** GET /api/admin/overview: the four cards and the owner queue's length. */
export function useAdminOverview() {
  return useQuery({
    queryKey: [...ADMIN, 'overview'],
    queryFn: ({ signal }) =>
      data(api.get<DataEnvelope<AdminOverview>>('/api/admin/overview', { signal })),
  });
}

/** GET /api/admin/hostels: every hostel or one status, newest first. */
export function useAdminHostels(status: HostelStatus | undefined, page: number) {
  return useQuery({
    queryKey: [...ADMIN, 'hostels', status ?? 'all', page],
    queryFn: ({ signal }) =>
      data(
        api.get<DataEnvelope<AdminHostelsPage>>('/api/admin/hostels', {
          params: { status, page },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/owners?status=pending (decision 4). */
export function usePendingOwners() {
  return useQuery({
    queryKey: [...ADMIN, 'owners', 'pending'],
    queryFn: ({ signal }) =>
      data(
        api.get<DataEnvelope<AdminUser[]>>('/api/admin/owners', {
          params: { status: 'pending' },
          signal,
        }),
      ),
  });
}

/** GET /api/admin/users: searched and paged. */
export function useAdminUsers(search: string, page: number, limit = 20) {
  return useQuery({
    queryKey: [...ADMIN, 'users', search, page, limit],
    queryFn: ({ signal }) =>
      data(
        api.get<DataEnvelope<AdminUsersPage>>('/api/admin/users', {
          params: { search: search || undefined, page, limit },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/audit: the newest administrator actions. */
export function useAuditLog(limit = 10) {
  return useQuery({
    queryKey: [...ADMIN, 'audit', limit],
    queryFn: ({ signal }) =>
      data(api.get<DataEnvelope<AuditEntry[]>>('/api/admin/audit', { params: { limit }, signal })),
  });
}

/** The admin writes; each refreshes every admin query (cards, lists, audit). */
export function useAdminActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ADMIN });
  return {
    moderateHostel: useMutation({
      mutationFn: (input: { id: string; status: 'approved' | 'rejected'; reason?: string }) =>
        api.patch(`/api/admin/hostels/${input.id}/status`, {
          status: input.status,
          ...(input.reason ? { reason: input.reason } : {}),
        }),
      onSettled: refresh,
    }),
    decideOwner: useMutation({
      mutationFn: (input: { id: string; decision: 'approved' | 'rejected'; reason?: string }) =>
        api.patch(`/api/admin/owners/${input.id}/approval`, {
          decision: input.decision,
          ...(input.reason ? { reason: input.reason } : {}),
        }),
      onSettled: refresh,
    }),
    changeRole: useMutation({
      mutationFn: (input: { id: string; role: Role }) =>
        data(
          api.patch<DataEnvelope<AdminUser>>(`/api/admin/users/${input.id}/role`, {
            role: input.role,
          }),
        ),
      onSettled: refresh,
    }),
    setSuspension: useMutation({
      mutationFn: (input: { id: string; suspended: boolean }) =>
        data(
          api.patch<DataEnvelope<AdminUser>>(`/api/admin/users/${input.id}/suspension`, {
            suspended: input.suspended,
          }),
        ),
      onSettled: refresh,
    }),
    deleteUser: useMutation({
      mutationFn: (id: string) => api.delete(`/api/admin/users/${id}`),
      onSettled: refresh,
    }),
  };
}

export interface ContactFilters {
  page: number;
  status: ContactStatus | '';
  category: ContactCategory | '';
  search: string;
}

/** GET /api/contact/messages (10 a page, part 2 section 9). */
export function useContactMessages(filters: ContactFilters) {
  return useQuery({
    queryKey: [...ADMIN, 'contact', 'messages', filters],
    queryFn: ({ signal }) =>
      data(
        api.get<DataEnvelope<ContactMessagesPage>>('/api/contact/messages', {
          params: {
            page: filters.page,
            limit: 10,
            status: filters.status || undefined,
            category: filters.category || undefined,
            search: filters.search || undefined,
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

const EMPTY_STATS: ContactStats = {
  total: 0,
  new: 0,
  in_progress: 0,
  resolved: 0,
  closed: 0,
  by_category: { 'General Query': 0, 'Bug Report': 0, 'Report User': 0 },
};

/** GET /api/contact/stats; zeros while loading or when it fails (part 2 section 8). */
export function useContactStats() {
  const query = useQuery({
    queryKey: [...ADMIN, 'contact', 'stats'],
    queryFn: ({ signal }) =>
      data(api.get<DataEnvelope<ContactStats>>('/api/contact/stats', { signal })),
  });
  return { ...query, stats: query.data ?? EMPTY_STATS };
}

/** PUT status and notes, DELETE a message. */
export function useContactActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ADMIN });
  return {
    updateStatus: useMutation({
      mutationFn: (input: { id: string; status: ContactStatus; admin_notes?: string }) =>
        data(
          api.put<DataEnvelope<ContactMessage>>(`/api/contact/messages/${input.id}/status`, {
            status: input.status,
            ...(input.admin_notes === undefined ? {} : { admin_notes: input.admin_notes }),
          }),
        ),
      onSettled: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => api.delete(`/api/contact/messages/${id}`),
      onSettled: refresh,
    }),
  };
}
