      *================================================================*
      * USAGES - every USAGE clause.                                   *
      * EXERCISES: DISPLAY (explicit and default), BINARY, COMP,       *
      *   COMPUTATIONAL, COMP-4, COMPUTATIONAL-4, COMP-3, PACKED-      *
      *   DECIMAL, COMP-5, COMP-1, COMP-2 (no PICTURE), INDEX,         *
      *   POINTER, PROCEDURE-POINTER, NATIONAL with PIC N, USAGE on a  *
      *   group (inherited by the members), USAGE IS / USAGE omitted,  *
      *   SIGN IS LEADING / TRAILING SEPARATE CHARACTER, SYNCHRONIZED  *
      *   / SYNC LEFT / RIGHT, JUSTIFIED / JUST RIGHT, BLANK WHEN ZERO,*
      *   LENGTH OF each item, FUNCTION LENGTH, SET ... ADDRESS OF.    *
      *================================================================*
       IDENTIFICATION DIVISION.
       PROGRAM-ID. USAGES.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  U-DISPLAY           PIC S9(5) USAGE IS DISPLAY VALUE -5.
       01  U-DEFAULT           PIC S9(5) VALUE +5.
       01  U-BINARY            PIC S9(4) USAGE BINARY VALUE 1234.
       01  U-COMP              PIC S9(9) COMP VALUE 123456789.
       01  U-COMPUTATIONAL     PIC 9(4) COMPUTATIONAL VALUE 9999.
       01  U-COMP-4            PIC S9(18) COMP-4 VALUE -1.
       01  U-COMPUTATIONAL-4   PIC 9(9) COMPUTATIONAL-4.
       01  U-COMP-3            PIC S9(7)V99 COMP-3 VALUE -12345.67.
       01  U-PACKED            PIC 9(3) PACKED-DECIMAL VALUE 999.
       01  U-COMPUTATIONAL-3   PIC S9(5) COMPUTATIONAL-3.
       01  U-COMP-5            PIC S9(4) COMP-5 VALUE 32767.
       01  U-COMP-1            COMP-1 VALUE 1.5.
       01  U-COMP-2            USAGE COMP-2 VALUE -2.25E-3.
       01  U-INDEX             USAGE INDEX.
       01  U-POINTER           USAGE POINTER VALUE NULL.
       01  U-PROC-PTR          PROCEDURE-POINTER.
       01  U-NATIONAL          PIC N(6) USAGE NATIONAL VALUE N'ABC'.
       01  U-NATIONAL-DEF      PIC N(3).
       01  U-GROUP-USAGE       USAGE COMP-3.
           05  UG-A            PIC S9(3).
           05  UG-B            PIC S9(5)V9.
       01  U-SIGNS.
           05  S-LEAD-SEP      PIC S9(3) SIGN IS LEADING SEPARATE
                                         CHARACTER VALUE -12.
           05  S-TRAIL-SEP     PIC S9(3) SIGN TRAILING SEPARATE
                                         VALUE -12.
           05  S-LEAD          PIC S9(3) SIGN LEADING VALUE -12.
           05  S-TRAIL         PIC S9(3) SIGN IS TRAILING VALUE -12.
       01  U-SYNC-GROUP.
           05  SY-CHAR         PIC X.
           05  SY-BIN          PIC S9(8) COMP SYNCHRONIZED.
           05  SY-BIN-L        PIC S9(4) BINARY SYNC LEFT.
           05  SY-BIN-R        PIC S9(4) BINARY SYNC RIGHT.
       01  U-JUST              PIC X(10) JUSTIFIED RIGHT.
       01  U-JUST2             PIC X(10) JUST.
       01  U-BWZ               PIC 9(5) BLANK WHEN ZERO VALUE 0.
       01  U-TABLE.
           05  U-ENTRY         PIC X(3) OCCURS 4 INDEXED BY U-IX.
       LINKAGE SECTION.
       01  L-BASED             PIC X(10).
       PROCEDURE DIVISION.
       MAIN-PARA.
           MOVE 'RIGHT' TO U-JUST U-JUST2
           SET U-IX TO 3
           SET U-INDEX TO U-IX
           SET U-POINTER TO ADDRESS OF U-JUST
           SET ADDRESS OF L-BASED TO U-POINTER
           SET U-PROC-PTR TO ENTRY 'USAGES'
           MOVE N'XYZ' TO U-NATIONAL-DEF
           MOVE 12.5 TO UG-B
           DISPLAY '[' U-JUST '][' L-BASED '][' U-BWZ ']'
           DISPLAY LENGTH OF U-BINARY ' ' LENGTH OF U-COMP-3 ' '
                   LENGTH OF U-COMP-1 ' ' LENGTH OF U-COMP-2 ' '
                   LENGTH OF U-NATIONAL ' ' LENGTH OF U-SIGNS ' '
                   LENGTH OF U-GROUP-USAGE ' '
                   FUNCTION LENGTH(U-NATIONAL)
           DISPLAY U-COMP-3 ' ' U-COMP-5 ' ' U-COMP-1 ' ' U-COMP-2
           DISPLAY U-SIGNS
           GOBACK.
