import { Box, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { tokenFromScan } from '../../../shared/gate/scan';
import { t } from '../../i18n/i18n';

/**
 * The phone's camera reading ticket QR codes. qr-scanner uses the browser's own BarcodeDetector
 * where there is one and its own decoder (in a worker) elsewhere; it loads with this page only.
 * The same code held in front of the camera counts once every few seconds, not every frame.
 */
export function CameraScanner({ onScan }: { onScan: (token: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const last = useRef<{ token: string; at: number } | null>(null);
  const handler = useRef(onScan);
  useEffect(() => {
    handler.current = onScan;
  });
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let stopped = false;
    let scanner: { stop: () => void; destroy: () => void } | null = null;
    void import('qr-scanner').then(async ({ default: QrScanner }) => {
      if (stopped || !video.current) return;
      const made = new QrScanner(
        video.current,
        (result) => {
          const now = Date.now();
          // The QR carries the ticket page's address (issue 29), an older one the bare token.
          const token = tokenFromScan(result.data);
          if (last.current?.token === token && now - last.current.at < 4000) return;
          last.current = { token, at: now };
          handler.current(token);
        },
        { returnDetailedScanResult: true, preferredCamera: 'environment', maxScansPerSecond: 5 },
      );
      scanner = made;
      try {
        await made.start();
      } catch {
        setProblem(t('gate.camera.unavailable'));
      }
    });
    return () => {
      stopped = true;
      scanner?.stop();
      scanner?.destroy();
    };
  }, []);

  return (
    <Box>
      <Box
        component="video"
        ref={video}
        muted
        playsInline
        aria-label={t('gate.camera.label')}
        sx={{
          width: '100%',
          maxHeight: 320,
          objectFit: 'cover',
          borderRadius: 2,
          bgcolor: '#1F1F1F',
          display: problem ? 'none' : 'block',
        }}
      />
      {problem && (
        <Typography color="text.secondary" role="status">
          {problem}
        </Typography>
      )}
    </Box>
  );
}
