      *----------------------------------------------------------------*
      * NAMEFMT-CUSTREC - customer name/address record (120 bytes) as *
      * keyed by the branch offices: free-form name and city line.    *
      *----------------------------------------------------------------*
       01  CUST-REC.
           05  CR-CUST-ID          PIC X(6).
           05  CR-NAME             PIC X(40).
           05  CR-STREET           PIC X(34).
           05  CR-CITY-LINE        PIC X(40).
