import type { ProductEntity, ProductKind } from '@clearcart/contracts';
import { useState } from 'react';
import { Apple, CupSoda, ImageOff, Sparkles, SprayCan, type LucideIcon } from 'lucide-react';
import { PRODUCT_IMAGE_BOX_PX } from '../../../config/constants.ts';
import type { ProductImageResult } from '../api/get-product-image.ts';
import { confidenceDisplay, type CertificationView } from '../lib/derive.ts';
import { Badge, Skeleton } from './report-parts.tsx';
import './report.css';
import { useT } from '../../../i18n/react.tsx';
import { hasMessage, type MessageKey } from '../../../i18n/i18n.ts';

interface SidebarProps {
  entity: Partial<ProductEntity>;
  name: string;
  capturedPhoto: string | null;
  image: { data: ProductImageResult | null | undefined; isLoading: boolean };
  certifications: CertificationView[];
}

/** What stands in for a missing picture: the product's kind, so the box still says what it is. */
const PLACEHOLDER_ICON: Record<ProductKind, LucideIcon> = {
  food: Apple,
  beverage: CupSoda,
  cosmetic: Sparkles,
  household: SprayCan,
};

function ProductImage({
  name,
  kind,
  capturedPhoto,
  image,
}: Pick<SidebarProps, 'name' | 'capturedPhoto' | 'image'> & { kind: ProductKind | undefined }) {
  const t = useT();
  const url = image.data && 'imageUrl' in image.data ? image.data.imageUrl : undefined;
  // Offline, or the image host is down: the placeholder, not a broken-image icon.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  let content;
  let note: string | null = null;
  if (capturedPhoto) {
    content = <img src={capturedPhoto} alt={t('sidebar.photoOf', { name })} />;
    note = t('sidebar.fromCamera');
  } else if (image.isLoading) {
    content = <Skeleton height="100%" width="100%" />;
  } else if (url && failedUrl !== url) {
    content = <img src={url} alt={name} onError={() => setFailedUrl(url)} />;
    note =
      image.data && 'source' in image.data && image.data.source
        ? t('sidebar.imageSource', { source: image.data.source })
        : null;
  } else {
    const message =
      image.data && 'message' in image.data
        ? image.data.message
        : url
          ? t('sidebar.pictureFailed')
          : t('sidebar.noImage');
    const Icon = kind ? PLACEHOLDER_ICON[kind] : ImageOff;
    content = (
      <div className="cc-col cc-gap-2 cc-image-placeholder" data-testid="image-placeholder">
        <Icon aria-hidden="true" size={48} strokeWidth={1.25} />
        <p className="cc-sm">{message}</p>
      </div>
    );
  }
  return (
    <div>
      <div
        className="cc-image-box cc-report-picture"
        style={{ height: `${PRODUCT_IMAGE_BOX_PX}px` }}
        data-testid="product-image-box"
      >
        {content}
      </div>
      {note && <p className="cc-xs cc-muted cc-mt-1 cc-center-text">{note}</p>}
    </div>
  );
}

/** Left column: image, identification confidence, category, certifications, method. */
export function ProductSidebar({ entity, name, capturedPhoto, image, certifications }: SidebarProps) {
  const t = useT();
  const confidence = confidenceDisplay(entity.confidence);
  const green = confidence.tone === 'green';
  return (
    <div className="cc-col cc-gap-4">
      <ProductImage name={name} kind={entity.type} capturedPhoto={capturedPhoto} image={image} />
      <div
        className={`cc-confidence cc-p-${green ? 'green' : 'yellow'}`}
        data-tone={confidence.tone}
        data-testid="confidence-box"
      >
        <p className="cc-strong">{t('sidebar.confidence', { percent: confidence.percent })}</p>
        {confidence.warning && <p className="cc-sm">{confidence.warning}</p>}
      </div>
      {entity.category && (
        <div>
          <p className="cc-sm cc-muted">{t('sidebar.category')}</p>
          <p className="cc-medium" data-server-text>
            {entity.category}
          </p>
        </div>
      )}
      <div>
        <p className="cc-sm cc-muted cc-mb-1">{t('sidebar.certifications')}</p>
        {certifications.length > 0 ? (
          <div className="cc-row cc-gap-1">
            {certifications.map((cert) => (
              <span key={cert.name} translate="no">
                <Badge palette="green">{cert.name}</Badge>
              </span>
            ))}
          </div>
        ) : (
          <p className="cc-sm">{t('report.value.no_certification_on_record')}</p>
        )}
      </div>
      {entity.identifiedBy && (
        <p className="cc-sm cc-muted">
          {t('sidebar.identifiedUsing', {
            method: hasMessage(`method.${entity.identifiedBy}`)
              ? t(`method.${entity.identifiedBy}` as MessageKey)
              : entity.identifiedBy,
          })}
        </p>
      )}
    </div>
  );
}
