      * SYNCS - layout cases for tests/cobol/layout: SYNCHRONIZED slack,
      * sign SEPARATE, P scaling, national, usages, REDEFINES, ODO.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. SYNCS.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  S-REC.
           05  S-A              PIC X.
           05  S-B              PIC S9(4) COMP SYNC.
           05  S-C              PIC X(3).
           05  S-D              PIC S9(9) BINARY SYNC.
           05  S-E              PIC X.
           05  S-F              COMP-2 SYNC.
       01  S-SEP.
           05  S-SEP1           PIC S9(5) SIGN LEADING SEPARATE.
           05  S-SEP2           PIC S9(3)V99 SIGN TRAILING SEPARATE.
           05  S-PACK           PIC S9(7) COMP-3.
           05  S-PACK2          PIC 9(6) COMP-3.
           05  S-BIN18          PIC S9(18) COMP.
           05  S-C5             PIC 9(3) COMP-5.
           05  S-P1             PIC 9(3)PP.
           05  S-P2             PIC SVPP99.
           05  S-FL1            COMP-1.
       01  S-NAT                PIC N(10).
       01  S-NATG.
           05  S-NAT1           PIC N(3).
           05  S-NAT2           PIC X(4).
       01  S-USAGE-GRP COMP-3.
           05  S-UG1            PIC S9(5).
           05  S-UG2            PIC S9(2).
       01  S-RED.
           05  S-R1             PIC X(10).
           05  S-R2 REDEFINES S-R1.
               10  S-R2A        PIC 9(4).
               10  S-R2B        PIC X(6).
           05  S-R3             PIC X(2).
       01  S-TAB.
           05  S-ROW OCCURS 3.
               10  S-COL OCCURS 4  PIC 9(2).
               10  S-TOT        PIC S9(5) COMP-3.
       01  S-ODO-N              PIC 9(2) VALUE 3.
       01  S-ODO.
           05  S-ODO-HDR        PIC X(4).
           05  S-ODO-E OCCURS 1 TO 20 DEPENDING ON S-ODO-N PIC X(5).
       01  S-EDIT.
           05  S-ED1            PIC ZZ,ZZ9.99CR.
           05  S-ED2            PIC XXBXX/XX.
           05  S-ED3            PIC $$$,$$9.99-.
       01  S-PTR                USAGE POINTER.
       01  S-IDX                USAGE INDEX.
       PROCEDURE DIVISION.
           STOP RUN.
