      * CUSTMERGM - customer master record for CUSTMERG, 53 bytes,
      *   fixed length, in ascending CM-CUST-ID order.
           05  CM-CUST-ID          PIC X(6).
           05  CM-NAME             PIC X(20).
           05  CM-CITY             PIC X(12).
           05  CM-CREDIT-LIMIT     PIC 9(7)V99.
           05  CM-BALANCE          PIC S9(7)V99 COMP-3.
           05  CM-STATUS           PIC X.
               88  CM-ACTIVE       VALUE 'A'.
               88  CM-ON-HOLD      VALUE 'H'.
