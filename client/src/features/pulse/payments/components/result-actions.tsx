import { Button } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { isPaymentWindow } from '../payment-window';

/** 'Return to Pulse Home', and in the payment window a way to close it. */
export function ResultCommonActions() {
  return (
    <>
      <Button asChild variant="outline" colorPalette="gray">
        <Link to="/pulse">Return to Pulse Home</Link>
      </Button>
      {isPaymentWindow() && (
        <Button variant="ghost" colorPalette="gray" onClick={() => window.close()}>
          Close Window
        </Button>
      )}
    </>
  );
}
