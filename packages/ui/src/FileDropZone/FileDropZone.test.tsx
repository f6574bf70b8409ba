import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test-utils';
import { FileDropZone } from './FileDropZone';

const RULES = { accept: ['.zip', '.tgz', '.tar.gz'], maxFiles: 1 } as const;

function setup(disabled = false) {
  const onFiles = vi.fn();
  renderWithTheme(
    <FileDropZone
      rules={RULES}
      label="Drop a snapshot folder"
      browseLabel="Browse"
      onFiles={onFiles}
      disabled={disabled}
      testId="import"
    />,
  );
  return onFiles;
}

describe('FileDropZone', () => {
  it('passes an accepted file on, whatever the case of its extension', () => {
    const onFiles = setup();
    const archive = new File(['x'], 'Snapshot.TAR.GZ');
    fireEvent.drop(screen.getByTestId('import-dropzone'), { dataTransfer: { files: [archive] } });
    expect(onFiles).toHaveBeenCalledWith([archive]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses another type with the generic drop message and passes nothing on', () => {
    const onFiles = setup();
    fireEvent.drop(screen.getByTestId('import-dropzone'), {
      dataTransfer: { files: [new File(['x'], 'configs.rar')] },
    });
    expect(onFiles).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe(
      'configs.rar: File type must be one of the accepted types',
    );
  });

  it('refuses more files than the rules allow', () => {
    const onFiles = setup();
    const files = [new File(['x'], 'a.zip'), new File(['x'], 'b.zip')];
    fireEvent.drop(screen.getByTestId('import-dropzone'), { dataTransfer: { files } });
    expect(onFiles).not.toHaveBeenCalled();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'a.zip: Too many files',
      'b.zip: Too many files',
    ]);
  });

  it('takes files from the file dialog, which offers the accepted types', () => {
    const onFiles = setup();
    const input = screen.getByTestId('import-file-input') as HTMLInputElement;
    expect(input.accept).toBe('.zip,.tgz,.tar.gz');
    expect(input.multiple).toBe(false);
    const archive = new File(['x'], 'snapshot.tgz');
    fireEvent.change(input, { target: { files: [archive] } });
    expect(onFiles).toHaveBeenCalledWith([archive]);
  });

  it('takes nothing while disabled', () => {
    const onFiles = setup(true);
    fireEvent.drop(screen.getByTestId('import-dropzone'), {
      dataTransfer: { files: [new File(['x'], 'snapshot.zip')] },
    });
    expect(onFiles).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Browse' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
