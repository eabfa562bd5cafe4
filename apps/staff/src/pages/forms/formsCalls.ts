import type {
  CoreFormsCategory,
  CoreFormsForm,
  CoreFormsFormCreate,
  CoreFormsFormGroup,
  CoreFormsFormGroupCreate,
  CoreFormsFormPatch,
  CoreFormsFormSummary,
  CoreFormsVersion,
  CoreFormsVersionPatch,
  CoreFormsVersionSaveReply,
  CoreFormsVersionSummary,
  PagedReply,
} from '@clinic/api-contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/httpClient';

/** Query keys of the forms pages; a save refreshes the form, its versions and the lists. */
export const formsKeys = {
  all: ['core-forms'] as const,
  list: (category: CoreFormsCategory, search: string, page: number) =>
    ['core-forms', 'list', category, search, page] as const,
  form: (id: string) => ['core-forms', 'form', id] as const,
  versions: (id: string) => ['core-forms', 'versions', id] as const,
  version: (id: string) => ['core-forms', 'version', id] as const,
  groups: ['core-form-groups'] as const,
};

export const FORMS_PAGE_SIZE = 25;

export function useFormList(category: CoreFormsCategory, search: string, page: number) {
  return useQuery({
    queryKey: formsKeys.list(category, search, page),
    queryFn: () =>
      apiRequest<PagedReply<CoreFormsFormSummary>>('POST', `/api/core/Forms/${category}`, {
        page,
        pageSize: FORMS_PAGE_SIZE,
        ...(search.trim() ? { searchPhrase: search.trim() } : {}),
      }),
    placeholderData: (previous) => previous,
  });
}

export function useForm(id: string) {
  return useQuery({
    queryKey: formsKeys.form(id),
    queryFn: () => apiRequest<CoreFormsForm>('GET', `/api/core/Forms/${id}`),
  });
}

export function useFormVersions(id: string) {
  return useQuery({
    queryKey: formsKeys.versions(id),
    queryFn: () => apiRequest<CoreFormsVersionSummary[]>('GET', `/api/core/Forms/${id}/Versions`),
  });
}

export function useVersion(id: string | null) {
  return useQuery({
    queryKey: formsKeys.version(id ?? ''),
    queryFn: () => apiRequest<CoreFormsVersion>('GET', `/api/core/Versions/${id}`),
    enabled: id !== null,
    // The builder edits a copy; a refetch must not replace the content under the user.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export const createForm = (body: CoreFormsFormCreate) =>
  apiRequest<CoreFormsForm>('PUT', '/api/core/Forms', body);
export const patchForm = (id: string, body: CoreFormsFormPatch) =>
  apiRequest<CoreFormsForm>('PATCH', `/api/core/Forms/${id}`, body);
export const saveVersion = (id: string, content: unknown) =>
  apiRequest<CoreFormsVersionSaveReply>('PATCH', `/api/core/Versions/${id}`, { content });
/** A name-only patch: the content is unchanged, so the server always updates in place. */
export const renameVersion = (id: string, name: string) =>
  apiRequest<CoreFormsVersionSaveReply>('PATCH', `/api/core/Versions/${id}`, {
    name,
  } satisfies CoreFormsVersionPatch);
/** The server refuses the official version and any version documents were filled on. */
export const deleteVersion = (id: string) => apiRequest<null>('DELETE', `/api/core/Versions/${id}`);

/** Every form group (a clinic has few; the list asks for a large page). */
export function useFormGroups() {
  return useQuery({
    queryKey: formsKeys.groups,
    queryFn: () =>
      apiRequest<PagedReply<CoreFormsFormGroup>>('POST', '/api/core/FormGroups', { page: 0, pageSize: 1000 }),
  });
}
export const createFormGroup = (body: CoreFormsFormGroupCreate) =>
  apiRequest<CoreFormsFormGroup>('PUT', '/api/core/FormGroups', body);
export const patchFormGroup = (id: string, body: CoreFormsFormGroupCreate) =>
  apiRequest<CoreFormsFormGroup>('PATCH', `/api/core/FormGroups/${id}`, body);
export const deleteFormGroup = (id: string) => apiRequest<void>('DELETE', `/api/core/FormGroups/${id}`);
