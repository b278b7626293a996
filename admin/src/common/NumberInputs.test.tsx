import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@qahve/config';
import { testDataProvider } from '../test/dataProvider';
import { renderConsole } from '../test/render';

describe('the order and price inputs', () => {
  it('answer with the validation messages, not the browser’s (text inputs in a form that does not validate natively)', async () => {
    const user = userEvent.setup();
    const provider = testDataProvider();
    renderConsole('/homeproducts/create', { dataProvider: provider });
    const order = await screen.findByRole('textbox', { name: /^Sıra/ });
    const price = screen.getByRole('textbox', { name: /^Qiymət/ });
    expect(order).toHaveAttribute('type', 'text');
    expect(order).toHaveAttribute('inputmode', 'numeric');
    expect(order.closest('form')).toHaveAttribute('novalidate');
    const save = screen.getByRole('button', { name: /Yadda saxla/ });
    for (const [value, message] of [
      ['0', ADMIN_MESSAGES.orderPositive],
      ['1.5', ADMIN_MESSAGES.orderInteger],
      ['abc', ADMIN_MESSAGES.orderInteger],
      ['', ADMIN_MESSAGES.orderRequired],
    ]) {
      await user.clear(order);
      if (value) await user.type(order, value);
      await user.click(save);
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    for (const [value, message] of [
      ['-1', ADMIN_MESSAGES.priceNonNegative],
      ['4,555', ADMIN_MESSAGES.priceStep],
    ]) {
      await user.clear(price);
      await user.type(price, value);
      await user.click(save);
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    // A decimal comma reads as a point, and the typed text stays as typed ("4.50" is not cut to "4.5").
    await user.clear(price);
    await user.type(price, '4,50');
    expect(price).toHaveValue('4.50');
    expect(provider.create).not.toHaveBeenCalled();
  });
});

describe('a branch’s coordinates and address', () => {
  it('take the rules and messages of the server: the ranges, both or neither; the address has a field per language', async () => {
    const user = userEvent.setup();
    const provider = testDataProvider();
    renderConsole('/branches/create', { dataProvider: provider });
    const latitude = await screen.findByRole('textbox', { name: /^En dairəsi/ });
    const longitude = screen.getByRole('textbox', { name: /^Uzunluq dairəsi/ });
    expect(latitude).toHaveAttribute('inputmode', 'decimal');
    // The address of the open language's tab (Azerbaijani), beside its name.
    expect(screen.getByRole('textbox', { name: /^Küçə ünvanı \(Azərbaycanca\)/ })).toBeInTheDocument();
    const save = screen.getByRole('button', { name: /Yadda saxla/ });

    await user.type(latitude, '91');
    await user.type(longitude, '49.85306');
    await user.click(save);
    expect(await screen.findByText(ADMIN_MESSAGES.latitudeInvalid)).toBeInTheDocument();

    await user.clear(latitude);
    await user.type(latitude, '40.37772');
    await user.clear(longitude);
    await user.type(longitude, '180,5');
    await user.click(save);
    expect(await screen.findByText(ADMIN_MESSAGES.longitudeInvalid)).toBeInTheDocument();

    await user.clear(longitude);
    await user.click(save);
    expect(await screen.findByText(ADMIN_MESSAGES.coordinatesTogether)).toBeInTheDocument();
    expect(provider.create).not.toHaveBeenCalled();
  });
});
