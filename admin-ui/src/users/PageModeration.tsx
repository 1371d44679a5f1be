import RemoveIcon from '@mui/icons-material/DeleteOutlineOutlined';
import {
  Alert,
  Avatar,
  Box,
  Card,
  CardContent,
  CardHeader,
  List,
  ListItem,
  ListItemAvatar,
  ListItemText,
  Typography,
} from '@mui/material';
import { formatCop } from '@multyhealth/brand';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useDataProvider, useRecordContext, useRefresh, useTranslate, type Identifier } from 'react-admin';
import { ConfirmActionButton } from '../components/ConfirmActionButton';
import { useToast } from '../components/useToast';
import { t } from '../i18n/es';
import type { ApiSchema } from '../lib/api-types';
import type { AdminDataProvider } from '../providers/dataProvider';

/** One item of the page with its 'Retirar' button and a confirmation naming the item. */
function Item({
  primary,
  secondary,
  avatar,
  item,
  what,
}: {
  primary: ReactNode;
  secondary?: ReactNode;
  avatar?: string | null;
  item: string;
  what: string;
}) {
  const record = useRecordContext();
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  const toast = useToast();
  if (!record) return null;
  return (
    <ListItem
      divider
      sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}
      secondaryAction={undefined}
      data-testid={`moderation-${item}`}
    >
      {avatar !== undefined && (
        <ListItemAvatar>
          <Avatar variant="rounded" src={avatar ?? undefined} alt="" />
        </ListItemAvatar>
      )}
      <ListItemText primary={primary} secondary={secondary} sx={{ minWidth: 0, flex: '1 1 200px' }} />
      <ConfirmActionButton
        label="mh.moderation.remove"
        color="warning"
        icon={<RemoveIcon />}
        title={translate('mh.moderation.removeTitle', { what })}
        content={translate('mh.moderation.removeContent', { what, name: record.name })}
        confirm="mh.moderation.remove"
        confirmColor="warning"
        action={() => dataProvider.removeFromMemberPage(record.id, item)}
        onSuccess={() => {
          toast.success(translate('mh.moderation.removed', { what }));
          void queryClient.invalidateQueries({ queryKey: ['moderation', record.id] });
          refresh();
        }}
        onError={(e) => toast.error(e, t.moderation.removeError)}
        keepOpenOnError
      />
    </ListItem>
  );
}

function useContent<T>(id: Identifier | undefined, kind: 'testimonials' | 'gallery' | 'prices') {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useQuery({
    queryKey: ['moderation', id, kind],
    queryFn: () => dataProvider.memberContent<T>(id!, kind),
    enabled: id !== undefined,
  });
}

function Group({ title, children, empty }: { title: string; children: ReactNode[]; empty: string }) {
  return (
    <Box component="section" sx={{ mt: 1 }}>
      <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {children.length ? (
        <List dense disablePadding>
          {children}
        </List>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
          {empty}
        </Typography>
      )}
    </Box>
  );
}

/** What the member shows on the public page, each item removable on its own (the member stays). */
export function PageModeration() {
  const record = useRecordContext();
  const translate = useTranslate();
  const testimonials = useContent<ApiSchema<'TestimonialDto'>>(record?.id, 'testimonials');
  const gallery = useContent<ApiSchema<'GalleryImageDto'>>(record?.id, 'gallery');
  const prices = useContent<ApiSchema<'SellerProductPriceDto'>>(record?.id, 'prices');
  if (!record) return null;
  const failed = testimonials.isError || gallery.isError || prices.isError;
  const own = (prices.data ?? []).filter((p) => p.customPrice != null);
  return (
    <Card data-testid="page-moderation">
      <CardHeader
        title={translate('mh.moderation.title')}
        subheader={translate('mh.moderation.subtitle')}
        slotProps={{ title: { variant: 'h6', component: 'h3' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        {failed && <Alert severity="error">{t.moderation.loadError}</Alert>}
        <Group title={translate('mh.moderation.photoAndVideo')} empty={translate('mh.moderation.noMedia')}>
          {[
            record.photo && (
              <Item
                key="photo"
                item="photo"
                what={translate('mh.moderation.photo')}
                avatar={record.photo}
                primary={translate('mh.moderation.photo')}
                secondary={record.photo}
              />
            ),
            record.sellerProfileVideoUrl && (
              <Item
                key="video"
                item="video"
                what={translate('mh.moderation.video')}
                primary={translate('mh.moderation.video')}
                secondary={record.sellerProfileVideoUrl}
              />
            ),
          ].filter(Boolean)}
        </Group>
        <Group title={translate('mh.moderation.testimonials')} empty={translate('mh.moderation.none')}>
          {(testimonials.data ?? []).map((x) => (
            <Item
              key={x.id}
              item={`testimonials/${x.id}`}
              what={translate('mh.moderation.testimonialOf', { name: x.name })}
              avatar={x.photo}
              primary={`${x.name} · ${x.city} · ${'★'.repeat(x.rating)}`}
              secondary={x.message}
            />
          ))}
        </Group>
        <Group title={translate('mh.moderation.gallery')} empty={translate('mh.moderation.none')}>
          {(gallery.data ?? []).map((x) => (
            <Item
              key={x.id}
              item={`gallery/${x.id}`}
              what={translate('mh.moderation.image', { title: x.title || `#${x.id}` })}
              avatar={x.imageUrl}
              primary={x.title || translate('mh.moderation.untitled')}
              secondary={x.description}
            />
          ))}
        </Group>
        <Group title={translate('mh.moderation.prices')} empty={translate('mh.moderation.noPrices')}>
          {own.map((x) => (
            <Item
              key={x.productId}
              item={`prices/${x.productId}`}
              what={translate('mh.moderation.priceOf', { name: x.name })}
              primary={`${x.name}: ${formatCop(Number(x.customPrice))}`}
              secondary={
                x.price != null ? translate('mh.moderation.catalogue', { price: formatCop(Number(x.price)) }) : ''
              }
            />
          ))}
        </Group>
      </CardContent>
    </Card>
  );
}
