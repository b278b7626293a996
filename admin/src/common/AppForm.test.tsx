import { act, render, screen } from '@testing-library/react';
import { AdminContext, ResourceContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { setUploadProgress } from '../api/upload-progress';
import { createI18nProvider } from '../i18n';
import { UploadProgress } from './AppForm';

describe('the upload progress bar', () => {
  it('shows the percentage of the running upload of its resource, and nothing otherwise', () => {
    render(
      <AdminContext i18nProvider={createI18nProvider([], 'en')}>
        <ResourceContextProvider value="products">
          <UploadProgress />
        </ResourceContextProvider>
      </AdminContext>,
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() => setUploadProgress('products', 42));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '42');
    expect(screen.getByRole('status')).toHaveTextContent('Uploading… 42%');
    act(() => setUploadProgress('branches', 10));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '42');
    act(() => setUploadProgress('products', null));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
