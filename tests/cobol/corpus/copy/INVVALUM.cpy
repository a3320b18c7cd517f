      * INVVALUM - item master record (KSDS) for INVVALU, 42 bytes.
      *   Prime key IM-ITEM-NO; alternate key IM-CATEGORY, duplicates.
       01  IM-ITEM-REC.
           05  IM-ITEM-NO          PIC X(8).
           05  IM-CATEGORY         PIC X(4).
           05  IM-DESCRIPTION      PIC X(20).
           05  IM-QTY-ON-HAND      PIC S9(7)      COMP-3.
           05  IM-UNIT-COST        PIC 9(5)V9(4)  COMP-3.
           05  IM-LOCATION         PIC X(3).
