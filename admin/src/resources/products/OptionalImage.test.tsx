import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { FormValue, renderFieldKind } from '../../test/fieldKind';
import { products } from '.';
import { ImageUploadRow } from '../../common/ImageUpload';

function renderRow(locale: 'en' | 'az' | 'ru', record: Record<string, unknown>, requiredMessage?: string) {
  return renderFieldKind(
    locale,
    'products',
    <RecordContextProvider value={record}>
      <Form record={record}>
        <ImageUploadRow source="secondaryImageFile" requiredMessage={requiredMessage} edit currentUrl="secondaryImageUrl" />
        <FormValue name="removeSecondaryImage" label="flag" />
      </Form>
    </RecordContextProvider>,
  );
}

describe('the optional image kind in the console', () => {
  it('shows the current image and a "Remove image" switch whose value the save sends', async () => {
    const user = userEvent.setup();
    const record = { id: 4, isMenuItem: false, secondaryImageUrl: '/uploads/two.jpg' };
    renderRow('en', record);
    expect(screen.getByAltText('Current image')).toHaveAttribute('src', expect.stringContaining('/uploads/two.jpg'));
    await user.click(screen.getByLabelText('Remove image'));
    expect(screen.getByLabelText('flag')).toHaveTextContent('true');
    const body = products.api.toUpdateBody!({ ...record, removeSecondaryImage: true }, undefined) as FormData;
    expect(body.get('RemoveSecondaryImage')).toBe('true');
    expect(body.get('SecondaryImageFile')).toBeNull();
  });

  it('labels the switch in every language, and offers none for a required image or no current one', () => {
    renderRow('ru', { id: 4, secondaryImageUrl: '/uploads/two.jpg' });
    expect(screen.getByLabelText('Удалить изображение')).toBeInTheDocument();
    renderRow('az', { id: 5, secondaryImageUrl: '/uploads/two.jpg' });
    expect(screen.getByLabelText('Şəkli sil')).toBeInTheDocument();
    renderRow('en', { id: 6, secondaryImageUrl: '/uploads/two.jpg' }, 'Second image is required');
    renderRow('en', { id: 7, secondaryImageUrl: null });
    expect(screen.queryByLabelText('Remove image')).toBeNull();
  });
});
