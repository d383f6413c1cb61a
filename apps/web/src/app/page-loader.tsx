import { Center, Loader } from '@mantine/core';

/** A centred loader for the whole page: the router's fallback while a lazy route's code loads. */
export function PageLoader() {
  return (
    <Center mih="100vh" data-testid="page-loader">
      <Loader />
    </Center>
  );
}
