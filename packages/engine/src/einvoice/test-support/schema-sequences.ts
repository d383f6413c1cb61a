/**
 * Element sequences of the schemas the writers target, copied from the XSDs (names, order, cardinality), for the
 * types the written documents reach: UBL 2.1 (OASIS Standard, UBL-Invoice-2.1.xsd, UBL-CreditNote-2.1.xsd,
 * UBL-CommonAggregateComponents-2.1.xsd) and CII D16B as the Factur-X 1.0 / ZUGFeRD 2.x EN 16931 schema restricts
 * it (Factur-X_EN16931.xsd and its ReusableAggregateBusinessInformationEntity_100 module).
 *
 * Each type lists its children in order: `Name` a leaf, `Name:` an aggregate of the type of the same name,
 * `Name:Type` an aggregate of that type; suffix `?` optional, `*` any number, `+` one or more, none exactly one.
 */
export const UBL_SEQUENCES: Record<string, string> = {
  Invoice:
    'UBLExtensions? UBLVersionID? CustomizationID? ProfileID? ProfileExecutionID? ID CopyIndicator? UUID? IssueDate IssueTime? DueDate? InvoiceTypeCode? Note* TaxPointDate? DocumentCurrencyCode? TaxCurrencyCode? PricingCurrencyCode? PaymentCurrencyCode? PaymentAlternativeCurrencyCode? AccountingCostCode? AccountingCost? LineCountNumeric? BuyerReference? InvoicePeriod:Period* OrderReference:? BillingReference:* DespatchDocumentReference:DocumentReference* ReceiptDocumentReference:DocumentReference* StatementDocumentReference:DocumentReference* OriginatorDocumentReference:DocumentReference* ContractDocumentReference:DocumentReference* AdditionalDocumentReference:DocumentReference* ProjectReference:* Signature:* AccountingSupplierParty:SupplierParty AccountingCustomerParty:CustomerParty PayeeParty:Party? BuyerCustomerParty:CustomerParty? SellerSupplierParty:SupplierParty? TaxRepresentativeParty:Party? Delivery:* DeliveryTerms:? PaymentMeans:* PaymentTerms:* PrepaidPayment:Payment* AllowanceCharge:* TaxExchangeRate:ExchangeRate? PricingExchangeRate:ExchangeRate? PaymentExchangeRate:ExchangeRate? PaymentAlternativeExchangeRate:ExchangeRate? TaxTotal:* WithholdingTaxTotal:TaxTotal* LegalMonetaryTotal:MonetaryTotal InvoiceLine:+',
  OrderReference:
    'ID SalesOrderID? CopyIndicator? UUID? IssueDate? IssueTime? CustomerReference? OrderTypeCode? DocumentReference:?',
  BillingReference:
    'InvoiceDocumentReference:DocumentReference? SelfBilledInvoiceDocumentReference:DocumentReference? CreditNoteDocumentReference:DocumentReference? SelfBilledCreditNoteDocumentReference:DocumentReference? DebitNoteDocumentReference:DocumentReference? ReminderDocumentReference:DocumentReference? AdditionalDocumentReference:DocumentReference? BillingReferenceLine:*',
  DocumentReference:
    'ID CopyIndicator? UUID? IssueDate? IssueTime? DocumentTypeCode? DocumentType? XPath* LanguageID? LocaleCode? VersionID? DocumentStatusCode? DocumentDescription* Attachment:? ValidityPeriod:Period? IssuerParty:Party? ResultOfVerification:?',
  SupplierParty:
    'CustomerAssignedAccountID? AdditionalAccountID* DataSendingCapability? Party:? DespatchContact:Contact? AccountingContact:Contact? SellerContact:Contact?',
  Party:
    'MarkCareIndicator? MarkAttentionIndicator? WebsiteURI? LogoReferenceID? EndpointID? IndustryClassificationCode? PartyIdentification:* PartyName:* Language:? PostalAddress:Address? PhysicalLocation:Location? PartyTaxScheme:* PartyLegalEntity:* Contact:? Person:* AgentParty:Party? ServiceProviderParty:* PowerOfAttorney:* FinancialAccount:?',
  PartyIdentification: 'ID',
  PartyName: 'Name',
  Address:
    'ID? AddressTypeCode? AddressFormatCode? Postbox? Floor? Room? StreetName? AdditionalStreetName? BlockName? BuildingName? BuildingNumber? InhouseMail? Department? MarkAttention? MarkCare? PlotIdentification? CitySubdivisionName? CityName? PostalZone? CountrySubentity? CountrySubentityCode? Region? District? TimezoneOffset? AddressLine:* Country:? LocationCoordinate:*',
  AddressLine: 'Line',
  Country: 'IdentificationCode? Name?',
  PartyTaxScheme:
    'RegistrationName? CompanyID? TaxLevelCode? ExemptionReasonCode? ExemptionReason* RegistrationAddress:Address? TaxScheme:',
  TaxScheme: 'ID? Name? TaxTypeCode? CurrencyCode? JurisdictionRegionAddress:Address*',
  PartyLegalEntity:
    'RegistrationName? CompanyID? RegistrationDate? RegistrationExpirationDate? CompanyLegalFormCode? CompanyLegalForm? SoleProprietorshipIndicator? CompanyLiquidationStatusCode? CorporateStockAmount? FullyPaidSharesIndicator? RegistrationAddress:Address? CorporateRegistrationScheme:? HeadOfficeParty:Party? ShareholderParty:*',
  Contact: 'ID? Name? Telephone? Telefax? ElectronicMail? Note* OtherCommunication:Communication*',
  CustomerParty:
    'CustomerAssignedAccountID? SupplierAssignedAccountID? AdditionalAccountID* Party:? DeliveryContact:Contact? AccountingContact:Contact? BuyerContact:Contact?',
  PaymentMeans:
    'ID? PaymentMeansCode PaymentDueDate? PaymentChannelCode? InstructionID? InstructionNote* PaymentID* CardAccount:? PayerFinancialAccount:FinancialAccount? PayeeFinancialAccount:FinancialAccount? CreditAccount:? PaymentMandate:? TradeFinancing:?',
  FinancialAccount:
    'ID? Name? AliasName? AccountTypeCode? AccountFormatCode? CurrencyCode? PaymentNote* FinancialInstitutionBranch:Branch? Country:?',
  Branch: 'ID? Name? FinancialInstitution:? Address:?',
  PaymentTerms:
    'ID? PaymentMeansID* PrepaidPaymentReferenceID? Note* ReferenceEventCode? SettlementDiscountPercent? PenaltySurchargePercent? PaymentPercent? Amount? SettlementDiscountAmount? PenaltyAmount? PaymentTermsDetailsURI? PaymentDueDate? InstallmentDueDate? InvoicingPartyReference? SettlementPeriod:Period? PenaltyPeriod:Period? ExchangeRate:? ValidityPeriod:Period?',
  AllowanceCharge:
    'ID? ChargeIndicator AllowanceChargeReasonCode? AllowanceChargeReason* MultiplierFactorNumeric? PrepaidIndicator? SequenceNumeric? Amount BaseAmount? AccountingCostCode? AccountingCost? PerUnitAmount? TaxCategory:* TaxTotal:? PaymentMeans:*',
  TaxCategory:
    'ID? Name? Percent? BaseUnitMeasure? PerUnitAmount? TaxExemptionReasonCode? TaxExemptionReason* TierRange? TierRatePercent? TaxScheme:',
  TaxTotal: 'TaxAmount RoundingAmount? TaxEvidenceIndicator? TaxIncludedIndicator? TaxSubtotal:*',
  TaxSubtotal:
    'TaxableAmount? TaxAmount CalculationSequenceNumeric? TransactionCurrencyTaxAmount? Percent? BaseUnitMeasure? PerUnitAmount? TierRange? TierRatePercent? TaxCategory:',
  MonetaryTotal:
    'LineExtensionAmount? TaxExclusiveAmount? TaxInclusiveAmount? AllowanceTotalAmount? ChargeTotalAmount? PrepaidAmount? PayableRoundingAmount? PayableAmount PayableAlternativeAmount?',
  InvoiceLine:
    'ID UUID? Note* InvoicedQuantity? LineExtensionAmount TaxPointDate? AccountingCostCode? AccountingCost? PaymentPurposeCode? FreeOfChargeIndicator? InvoicePeriod:Period* OrderLineReference:* DespatchLineReference:LineReference* ReceiptLineReference:LineReference* BillingReference:* DocumentReference:* PricingReference:? OriginatorParty:Party? Delivery:* PaymentTerms:* AllowanceCharge:* TaxTotal:* WithholdingTaxTotal:TaxTotal* Item: Price:? DeliveryTerms:? SubInvoiceLine:InvoiceLine* ItemPriceExtension:PriceExtension?',
  Item: 'Description* PackQuantity? PackSizeNumeric? CatalogueIndicator? Name? HazardousRiskIndicator? AdditionalInformation* Keyword* BrandName* ModelName* BuyersItemIdentification:ItemIdentification? SellersItemIdentification:ItemIdentification? ManufacturersItemIdentification:ItemIdentification* StandardItemIdentification:ItemIdentification? CatalogueItemIdentification:ItemIdentification? AdditionalItemIdentification:ItemIdentification* CatalogueDocumentReference:DocumentReference? ItemSpecificationDocumentReference:DocumentReference* OriginCountry:Country? CommodityClassification:* TransactionConditions:* HazardousItem:* ClassifiedTaxCategory:TaxCategory* AdditionalItemProperty:ItemProperty* ManufacturerParty:Party* InformationContentProviderParty:Party? OriginAddress:Address* ItemInstance:* Certificate:* Dimension:*',
  ItemIdentification:
    'ID ExtendedID? BarcodeSymbologyID? PhysicalAttribute:* MeasurementDimension:Dimension* IssuerParty:Party?',
  Price:
    'PriceAmount BaseQuantity? PriceChangeReason* PriceTypeCode? PriceType? OrderableUnitFactorRate? ValidityPeriod:Period* PriceList:? AllowanceCharge:* PricingExchangeRate:ExchangeRate?',
  CreditNote:
    'UBLExtensions? UBLVersionID? CustomizationID? ProfileID? ProfileExecutionID? ID CopyIndicator? UUID? IssueDate IssueTime? TaxPointDate? CreditNoteTypeCode? Note* DocumentCurrencyCode? TaxCurrencyCode? PricingCurrencyCode? PaymentCurrencyCode? PaymentAlternativeCurrencyCode? AccountingCostCode? AccountingCost? LineCountNumeric? BuyerReference? InvoicePeriod:Period* DiscrepancyResponse:Response* OrderReference:? BillingReference:* DespatchDocumentReference:DocumentReference* ReceiptDocumentReference:DocumentReference* ContractDocumentReference:DocumentReference* AdditionalDocumentReference:DocumentReference* StatementDocumentReference:DocumentReference* OriginatorDocumentReference:DocumentReference* Signature:* AccountingSupplierParty:SupplierParty AccountingCustomerParty:CustomerParty PayeeParty:Party? BuyerCustomerParty:CustomerParty? SellerSupplierParty:SupplierParty? TaxRepresentativeParty:Party? Delivery:* DeliveryTerms:* PaymentMeans:* PaymentTerms:* TaxExchangeRate:ExchangeRate? PricingExchangeRate:ExchangeRate? PaymentExchangeRate:ExchangeRate? PaymentAlternativeExchangeRate:ExchangeRate? AllowanceCharge:* TaxTotal:* LegalMonetaryTotal:MonetaryTotal CreditNoteLine:+',
  CreditNoteLine:
    'ID UUID? Note* CreditedQuantity? LineExtensionAmount? TaxPointDate? AccountingCostCode? AccountingCost? PaymentPurposeCode? FreeOfChargeIndicator? InvoicePeriod:Period* OrderLineReference:* DiscrepancyResponse:Response* DespatchLineReference:LineReference* ReceiptLineReference:LineReference* BillingReference:* DocumentReference:* PricingReference:? OriginatorParty:Party? Delivery:* PaymentTerms:* TaxTotal:* AllowanceCharge:* Item:? Price:? DeliveryTerms:* SubCreditNoteLine:CreditNoteLine* ItemPriceExtension:PriceExtension?',
};

export const CII_SEQUENCES: Record<string, string> = {
  CrossIndustryInvoice: 'ExchangedDocumentContext: ExchangedDocument: SupplyChainTradeTransaction:',
  ExchangedDocumentContext:
    'BusinessProcessSpecifiedDocumentContextParameter:DocumentContextParameter? GuidelineSpecifiedDocumentContextParameter:DocumentContextParameter',
  DocumentContextParameter: 'ID',
  ExchangedDocument: 'ID TypeCode IssueDateTime IncludedNote:Note*',
  Note: 'Content SubjectCode?',
  SupplyChainTradeTransaction:
    'IncludedSupplyChainTradeLineItem:SupplyChainTradeLineItem+ ApplicableHeaderTradeAgreement:HeaderTradeAgreement ApplicableHeaderTradeDelivery:HeaderTradeDelivery ApplicableHeaderTradeSettlement:HeaderTradeSettlement',
  SupplyChainTradeLineItem:
    'AssociatedDocumentLineDocument:DocumentLineDocument SpecifiedTradeProduct:TradeProduct SpecifiedLineTradeAgreement:LineTradeAgreement SpecifiedLineTradeDelivery:LineTradeDelivery SpecifiedLineTradeSettlement:LineTradeSettlement',
  DocumentLineDocument: 'LineID IncludedNote:Note?',
  TradeProduct:
    'GlobalID? SellerAssignedID? BuyerAssignedID? Name Description? ApplicableProductCharacteristic:ProductCharacteristic* DesignatedProductClassification:ProductClassification* OriginTradeCountry:TradeCountry?',
  LineTradeAgreement:
    'BuyerOrderReferencedDocument:ReferencedDocument? GrossPriceProductTradePrice:TradePrice? NetPriceProductTradePrice:TradePrice',
  ReferencedDocument:
    'IssuerAssignedID? URIID? LineID? TypeCode? Name? AttachmentBinaryObject? ReferenceTypeCode? FormattedIssueDateTime?',
  TradePrice: 'ChargeAmount BasisQuantity? AppliedTradeAllowanceCharge:TradeAllowanceCharge?',
  TradeAllowanceCharge:
    'ChargeIndicator CalculationPercent? BasisAmount? ActualAmount ReasonCode? Reason? CategoryTradeTax:TradeTax?',
  TradeTax:
    'CalculatedAmount? TypeCode ExemptionReason? BasisAmount? CategoryCode ExemptionReasonCode? TaxPointDate? DueDateTypeCode? RateApplicablePercent?',
  LineTradeDelivery: 'BilledQuantity',
  LineTradeSettlement:
    'ApplicableTradeTax:TradeTax BillingSpecifiedPeriod:SpecifiedPeriod? SpecifiedTradeAllowanceCharge:TradeAllowanceCharge* SpecifiedTradeSettlementLineMonetarySummation:TradeSettlementLineMonetarySummation AdditionalReferencedDocument:ReferencedDocument? ReceivableSpecifiedTradeAccountingAccount:TradeAccountingAccount?',
  TradeSettlementLineMonetarySummation: 'LineTotalAmount',
  HeaderTradeAgreement:
    'BuyerReference? SellerTradeParty:TradeParty BuyerTradeParty:TradeParty SellerTaxRepresentativeTradeParty:TradeParty? SellerOrderReferencedDocument:ReferencedDocument? BuyerOrderReferencedDocument:ReferencedDocument? ContractReferencedDocument:ReferencedDocument? AdditionalReferencedDocument:ReferencedDocument* SpecifiedProcuringProject:ProcuringProject?',
  TradeParty:
    'ID* GlobalID* Name? Description? SpecifiedLegalOrganization:LegalOrganization? DefinedTradeContact:TradeContact? PostalTradeAddress:TradeAddress? URIUniversalCommunication:UniversalCommunication? SpecifiedTaxRegistration:TaxRegistration*',
  LegalOrganization: 'ID? TradingBusinessName?',
  TradeContact:
    'PersonName? DepartmentName? TelephoneUniversalCommunication:UniversalCommunication? EmailURIUniversalCommunication:UniversalCommunication?',
  UniversalCommunication: 'URIID? CompleteNumber?',
  TradeAddress: 'PostcodeCode? LineOne? LineTwo? LineThree? CityName? CountryID CountrySubDivisionName?',
  TaxRegistration: 'ID',
  HeaderTradeDelivery:
    'ShipToTradeParty:TradeParty? ActualDeliverySupplyChainEvent:SupplyChainEvent? DespatchAdviceReferencedDocument:ReferencedDocument? ReceivingAdviceReferencedDocument:ReferencedDocument?',
  HeaderTradeSettlement:
    'CreditorReferenceID? PaymentReference? TaxCurrencyCode? InvoiceCurrencyCode PayeeTradeParty:TradeParty? SpecifiedTradeSettlementPaymentMeans:TradeSettlementPaymentMeans* ApplicableTradeTax:TradeTax+ BillingSpecifiedPeriod:SpecifiedPeriod? SpecifiedTradeAllowanceCharge:TradeAllowanceCharge* SpecifiedTradePaymentTerms:TradePaymentTerms? SpecifiedTradeSettlementHeaderMonetarySummation:TradeSettlementHeaderMonetarySummation InvoiceReferencedDocument:ReferencedDocument* ReceivableSpecifiedTradeAccountingAccount:TradeAccountingAccount?',
  TradeSettlementPaymentMeans:
    'TypeCode Information? ApplicableTradeSettlementFinancialCard:TradeSettlementFinancialCard? PayerPartyDebtorFinancialAccount:DebtorFinancialAccount? PayeePartyCreditorFinancialAccount:CreditorFinancialAccount? PayeeSpecifiedCreditorFinancialInstitution:CreditorFinancialInstitution?',
  CreditorFinancialAccount: 'IBANID? AccountName? ProprietaryID?',
  CreditorFinancialInstitution: 'BICID',
  TradePaymentTerms: 'Description? DueDateDateTime? DirectDebitMandateID?',
  TradeSettlementHeaderMonetarySummation:
    'LineTotalAmount ChargeTotalAmount? AllowanceTotalAmount? TaxBasisTotalAmount TaxTotalAmount* RoundingAmount? GrandTotalAmount TotalPrepaidAmount? DuePayableAmount',
};
